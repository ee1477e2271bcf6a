import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => undefined) }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('copies, shows Copied! for 500 ms, then fades it out', async () => {
    render(<CopyButton value="secret-key" label="Copy token" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy token' })));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('secret-key');
    expect(screen.getByText('Copied!')).toBeVisible();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Copied!').className).toMatch(/fading/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});
