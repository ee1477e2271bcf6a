import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CompletionSources } from './formulaCompletion';
import { FormulaEditor } from './FormulaEditor';

const sources: CompletionSources = {
  fields: [
    { name: 'Price', detail: 'A number field' },
    { name: 'Product', detail: 'A text field' },
  ],
  functions: [{ name: 'upper', signature: 'upper(text)', description: 'Makes text upper case.', example: "upper('a') = 'A'" }],
};

function Harness({ error = null }: { error?: { message: string; at?: { start: number; end: number } } | null }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="formula">Formula</label>
      <FormulaEditor id="formula" value={value} onChange={setValue} sources={sources} error={error} />
    </>
  );
}

describe('the formula editor', () => {
  it('completes field names as field(…) with the keyboard: arrows move, Enter takes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Formula' });
    await user.type(box, 'pr');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(["field('Price')Field", "field('Product')Field"]);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(screen.getByText('A text field')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue("field('Product')");
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("takes a function with Tab, then shows its signature, description and example while inside it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Formula' });
    await user.type(box, 'up');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('upper(');
    expect(box).toHaveFocus();
    expect(screen.getByText('upper(text)')).toBeInTheDocument();
    expect(screen.getByText('Makes text upper case.')).toBeInTheDocument();
    expect(screen.getByText("upper('a') = 'A'")).toBeInTheDocument();
  });

  it('closes the list on Escape, leaving Enter to the text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Formula' });
    await user.type(box, 'pr');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('pr\n');
  });

  it('explains the error and marks the text as invalid', () => {
    render(<Harness error={{ message: 'There is no field named "Pric" at column 7', at: { start: 6, end: 12 } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no field named "Pric" at column 7');
    expect(screen.getByRole('combobox', { name: 'Formula' })).toHaveAccessibleDescription(/There is no field named/);
  });
});
