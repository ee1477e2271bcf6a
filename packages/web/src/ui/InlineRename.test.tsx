import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineRename } from './InlineRename';

function renderRename(value = 'Customers') {
  const onRename = vi.fn();
  const onDone = vi.fn();
  const onParentKeyDown = vi.fn();
  render(
    <div onKeyDown={onParentKeyDown}>
      <InlineRename value={value} label="Table name" maxLength={20} onRename={onRename} onDone={onDone} />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Table name' }), onRename, onDone, onParentKeyDown, user: userEvent.setup() };
}

describe('InlineRename', () => {
  it('takes focus with the name selected, and saves a trimmed new name on Enter', async () => {
    const { input, onRename, onDone, user } = renderRename();
    await vi.waitFor(() => expect(input).toHaveFocus());
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Customers'.length]);
    await user.keyboard('  Clients {Enter}');
    expect(onRename).toHaveBeenCalledWith('Clients');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('saves when focus leaves, once, and keeps an empty or unchanged name to itself', async () => {
    const { input, onRename, onDone, user } = renderRename();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onRename).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
    await user.type(input, 'x{Enter}');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape without the Escape reaching a surrounding dialog', async () => {
    const { input, onRename, onDone, onParentKeyDown, user } = renderRename();
    await user.type(input, ' changed{Escape}');
    expect(onRename).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onParentKeyDown.mock.calls.map(([event]) => event.key)).not.toContain('Escape');
  });

  it('limits the length', () => {
    expect(renderRename().input).toHaveAttribute('maxLength', '20');
  });
});
