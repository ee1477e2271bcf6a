import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dropdown, filterOptions } from './Dropdown';

const options = [
  { value: 1, label: 'Acme Inc' },
  { value: 2, label: 'Marketing' },
];

function Harness() {
  const [value, setValue] = useState<number | null>(1);
  return <Dropdown aria-label="Group" options={options} value={value} onChange={setValue} />;
}

describe('Dropdown', () => {
  it('filters case-insensitively', () => {
    expect(filterOptions(options, 'MARK').map((option) => option.label)).toEqual(['Marketing']);
  });

  it('searches, says when nothing matches, and picks with the keyboard', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'mark{Enter}');
    expect(screen.getByRole('button', { name: 'Group' })).toHaveTextContent('Marketing');
  });
});
