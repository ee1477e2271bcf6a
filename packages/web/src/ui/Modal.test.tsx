import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

// A combobox in a dialog (a comment's @-mentions in the row modal) whose list is open: Escape closes
// the list and leaves the dialog open; with the list closed, Escape closes the dialog.
function Harness() {
  const [open, setOpen] = useState(true);
  const [listOpen, setListOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen} title="Row 1">
      <input
        aria-label="Comment"
        role="combobox"
        aria-expanded={listOpen}
        aria-controls="mentions"
        onKeyDown={(event) => event.key === 'Escape' && setListOpen(false)}
      />
      {listOpen && <ul id="mentions" role="listbox" aria-label="People" />}
    </Modal>
  );
}

describe('Modal', () => {
  it('leaves Escape to an expanded combobox inside it, then closes on the next', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Comment' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'People' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Row 1' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Row 1' })).toBeNull();
  });
});
