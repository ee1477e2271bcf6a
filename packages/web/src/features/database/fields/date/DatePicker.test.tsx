import type { DateOptions } from '@cellar/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

const iso: DateOptions = { date_format: 'ISO', date_include_time: false, date_time_format: '24' };
const eu: DateOptions = { date_format: 'EU', date_include_time: false, date_time_format: '24' };
const month = () => screen.getByRole('group').getAttribute('aria-label');

describe('the date picker', () => {
  it('follows the typed date to its month and marks its day (issue 38)', () => {
    const { rerender } = render(<DatePicker draft="2015-06-01" options={iso} onDraft={vi.fn()} />);
    expect(month()).toBe('June 2015');
    expect(screen.getByRole('button', { name: '1 June 2015' })).toHaveAttribute('aria-pressed', 'true');
    // Half typed, it is no date yet: the month stays.
    rerender(<DatePicker draft="1999-1" options={iso} onDraft={vi.fn()} />);
    expect(month()).toBe('June 2015');
    rerender(<DatePicker draft="1999-12-24" options={iso} onDraft={vi.fn()} />);
    expect(month()).toBe('December 1999');
    expect(screen.getByRole('button', { name: '24 December 1999' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '23 December 1999' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads the typed text in the field’s own order', () => {
    render(<DatePicker draft="24/12/1999" options={eu} onDraft={vi.fn()} />);
    expect(month()).toBe('December 1999');
    expect(screen.getByRole('button', { name: '24 December 1999' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a date typed year first into a day-first field, which can only mean that (issue 38)', () => {
    render(<DatePicker draft="1999-12-24" options={eu} onDraft={vi.fn()} />);
    expect(month()).toBe('December 1999');
    expect(screen.getByRole('button', { name: '24 December 1999' })).toHaveAttribute('aria-pressed', 'true');
  });
});
