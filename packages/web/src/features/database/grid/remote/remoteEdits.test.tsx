import type { Row } from '@cellar/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteEditMark } from './RemoteEditMark';
import { changedFieldIds, createRemoteEdits, remoteEditFlashMs, RemoteEditsContext, type RemoteEdits } from './remoteEdits';

const row = (cells: Record<string, unknown>) => ({ id: 1, order: '1.00000000000000000000', ...cells }) as Row;

function renderCell(edits: RemoteEdits, editing: boolean) {
  const ui = (now: boolean) => (
    <RemoteEditsContext.Provider value={edits}>
      <div data-testid="cell">
        <RemoteEditMark rowId={1} fieldId={5} editing={now} />
      </div>
    </RemoteEditsContext.Provider>
  );
  const view = render(ui(editing));
  return { setEditing: (now: boolean) => view.rerender(ui(now)) };
}

afterEach(() => vi.useRealTimers());

describe('cells changed by someone else', () => {
  it('are the fields whose values differ, lists and objects compared by value', () => {
    const before = row({ field_5: 'Apple', field_6: [{ id: 1, value: 'a' }], field_7: 3 });
    const after = row({ field_5: 'Apricot', field_6: [{ id: 1, value: 'a' }], field_7: 4 });
    expect(changedFieldIds(before, after)).toEqual([5, 7]);
  });

  it("flash the other person's name, and forget it after a few seconds", () => {
    vi.useFakeTimers();
    const edits = createRemoteEdits();
    renderCell(edits, false);
    act(() => edits.record(1, [5], 'Grace'));
    const mark = screen.getByTestId('cell').querySelector('[data-remote-edit]');
    expect(mark).toHaveAttribute('data-by', 'Grace');
    // The name is drawn, not written: the cell's text stays its value.
    expect(screen.getByTestId('cell')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(remoteEditFlashMs + 1));
    expect(screen.getByTestId('cell').querySelector('[data-remote-edit]')).toBeNull();
  });

  it('under an open editor, say so until the edit ends, however long it lasts', () => {
    vi.useFakeTimers();
    const edits = createRemoteEdits();
    const { setEditing } = renderCell(edits, true);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => edits.record(1, [5], null));
    expect(screen.getByRole('status')).toHaveTextContent('Someone just changed this cell. Enter saves yours over it; Escape shows theirs.');
    act(() => vi.advanceTimersByTime(remoteEditFlashMs * 3));
    expect(screen.getByRole('status')).toBeInTheDocument();
    setEditing(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('do not alarm an edit that began after the change', () => {
    const edits = createRemoteEdits();
    const { setEditing } = renderCell(edits, false);
    act(() => edits.record(1, [5], 'Grace'));
    setEditing(true);
    expect(screen.queryByRole('status')).toBeNull();
    edits.dispose();
  });
});
