import type { Field } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { commandForKey } from './cellCommands';
import { decideCommit } from './commitDecision';

describe('keys on a selected cell', () => {
  it('move with arrows and Tab, also for booleans', () => {
    expect(commandForKey({ key: 'ArrowDown' }, 'selected', 'text')).toEqual({ type: 'move', rows: 1, columns: 0 });
    expect(commandForKey({ key: 'ArrowLeft' }, 'selected', 'toggle')).toEqual({ type: 'move', rows: 0, columns: -1 });
    expect(commandForKey({ key: 'Tab' }, 'selected', 'text')).toEqual({ type: 'move', rows: 0, columns: 1 });
    expect(commandForKey({ key: 'Tab', shiftKey: true }, 'selected', 'multiline')).toEqual({ type: 'move', rows: 0, columns: -1 });
  });

  it('jump like a spreadsheet: Home/End along the row, Ctrl or Cmd to the edges, PageUp/PageDown by a screen', () => {
    expect(commandForKey({ key: 'Home' }, 'selected', 'text')).toEqual({ type: 'move', rows: 0, columns: -Infinity });
    expect(commandForKey({ key: 'End' }, 'selected', 'text')).toEqual({ type: 'move', rows: 0, columns: Infinity });
    expect(commandForKey({ key: 'Home', ctrlKey: true }, 'selected', 'text')).toEqual({ type: 'move', rows: -Infinity, columns: -Infinity });
    expect(commandForKey({ key: 'End', metaKey: true }, 'selected', 'text')).toEqual({ type: 'move', rows: Infinity, columns: Infinity });
    expect(commandForKey({ key: 'ArrowDown', ctrlKey: true }, 'selected', 'text')).toEqual({ type: 'move', rows: Infinity, columns: 0 });
    expect(commandForKey({ key: 'ArrowLeft', metaKey: true }, 'selected', 'toggle')).toEqual({ type: 'move', rows: 0, columns: -Infinity });
    expect(commandForKey({ key: 'PageDown' }, 'selected', 'text')).toEqual({ type: 'page', direction: 1 });
    expect(commandForKey({ key: 'PageUp' }, 'selected', 'text')).toEqual({ type: 'page', direction: -1 });
    // While editing, these keys move the caret in the editor.
    expect(commandForKey({ key: 'Home' }, 'editing', 'text')).toBeNull();
    expect(commandForKey({ key: 'ArrowLeft', ctrlKey: true }, 'editing', 'text')).toBeNull();
  });

  it('stretch a range with Shift and the moving keys, select all, undo and redo like a spreadsheet', () => {
    expect(commandForKey({ key: 'ArrowDown', shiftKey: true }, 'selected', 'text')).toEqual({ type: 'extend', rows: 1, columns: 0 });
    expect(commandForKey({ key: 'ArrowLeft', shiftKey: true }, 'selected', 'toggle')).toEqual({ type: 'extend', rows: 0, columns: -1 });
    expect(commandForKey({ key: 'ArrowDown', shiftKey: true, ctrlKey: true }, 'selected', 'text')).toEqual({ type: 'extend', rows: Infinity, columns: 0 });
    expect(commandForKey({ key: 'End', shiftKey: true, metaKey: true }, 'selected', 'text')).toEqual({ type: 'extend', rows: Infinity, columns: Infinity });
    // Shift+Tab still moves back, and Shift+Space still opens the row of a checkbox.
    expect(commandForKey({ key: 'Tab', shiftKey: true }, 'selected', 'text')).toEqual({ type: 'move', rows: 0, columns: -1 });
    expect(commandForKey({ key: ' ', shiftKey: true }, 'selected', 'toggle')).toEqual({ type: 'expand' });
    expect(commandForKey({ key: 'a', ctrlKey: true }, 'selected', 'text')).toEqual({ type: 'selectAll' });
    expect(commandForKey({ key: 'z', metaKey: true }, 'selected', 'text')).toEqual({ type: 'undo' });
    expect(commandForKey({ key: 'Z', ctrlKey: true, shiftKey: true }, 'selected', 'text')).toEqual({ type: 'redo' });
    expect(commandForKey({ key: 'y', ctrlKey: true }, 'selected', 'text')).toEqual({ type: 'redo' });
    // While editing, Ctrl+Z and Ctrl+A belong to the editor's text.
    expect(commandForKey({ key: 'z', ctrlKey: true }, 'editing', 'text')).toBeNull();
    expect(commandForKey({ key: 'a', ctrlKey: true }, 'editing', 'text')).toBeNull();
    expect(commandForKey({ key: 'c', ctrlKey: true }, 'selected', 'text')).toBeNull();
  });

  it('open the editor on Enter, and typing replaces the value', () => {
    expect(commandForKey({ key: 'Enter' }, 'selected', 'text')).toEqual({ type: 'edit' });
    expect(commandForKey({ key: 'Enter' }, 'selected', 'multiline')).toEqual({ type: 'edit' });
    expect(commandForKey({ key: 'x' }, 'selected', 'text')).toEqual({ type: 'edit', text: 'x' });
    expect(commandForKey({ key: '7' }, 'selected', 'multiline')).toEqual({ type: 'edit', text: '7' });
  });

  it('empty the cell with Delete or Backspace', () => {
    expect(commandForKey({ key: 'Delete' }, 'selected', 'text')).toEqual({ type: 'clear' });
    expect(commandForKey({ key: 'Backspace' }, 'selected', 'toggle')).toEqual({ type: 'clear' });
  });

  it('flip a boolean with Enter or Space, and ignore other typing there', () => {
    expect(commandForKey({ key: 'Enter' }, 'selected', 'toggle')).toEqual({ type: 'toggle' });
    expect(commandForKey({ key: ' ' }, 'selected', 'toggle')).toEqual({ type: 'toggle' });
    expect(commandForKey({ key: 'a' }, 'selected', 'toggle')).toBeNull();
  });

  it('set a rating at once with a digit, leave other typing, and still edit it with Enter', () => {
    expect(commandForKey({ key: '3' }, 'selected', 'digits')).toEqual({ type: 'set', text: '3' });
    expect(commandForKey({ key: '0' }, 'selected', 'digits')).toEqual({ type: 'set', text: '0' });
    expect(commandForKey({ key: 'Backspace' }, 'selected', 'digits')).toEqual({ type: 'clear' });
    expect(commandForKey({ key: 'x' }, 'selected', 'digits')).toBeNull();
    expect(commandForKey({ key: 'Enter' }, 'selected', 'digits')).toEqual({ type: 'edit' });
  });

  it('leave shortcuts such as copy and paste to the browser', () => {
    expect(commandForKey({ key: 'c', ctrlKey: true }, 'selected', 'text')).toBeNull();
    expect(commandForKey({ key: 'v', metaKey: true }, 'selected', 'text')).toBeNull();
    expect(commandForKey({ key: 'Shift', shiftKey: true }, 'selected', 'text')).toBeNull();
  });
});

describe('keys in an editor', () => {
  it('save on Enter and move down (Shift+Enter up), except in long text where Enter is a new line', () => {
    expect(commandForKey({ key: 'Enter' }, 'editing', 'text')).toEqual({ type: 'commit', move: { rows: 1, columns: 0 } });
    expect(commandForKey({ key: 'Enter', shiftKey: true }, 'editing', 'text')).toEqual({ type: 'commit', move: { rows: -1, columns: 0 } });
    expect(commandForKey({ key: 'Enter' }, 'editing', 'multiline')).toBeNull();
  });

  it('cancel on Escape, save and move on Tab, and leave caret keys alone', () => {
    expect(commandForKey({ key: 'Escape' }, 'editing', 'multiline')).toEqual({ type: 'cancel' });
    expect(commandForKey({ key: 'Tab' }, 'editing', 'text')).toEqual({ type: 'commit', move: { rows: 0, columns: 1 } });
    expect(commandForKey({ key: 'ArrowLeft' }, 'editing', 'text')).toBeNull();
    expect(commandForKey({ key: 'a' }, 'editing', 'text')).toBeNull();
  });

  it('give every mouse action a key on a selected cell (issue 17)', () => {
    expect(commandForKey({ key: 'Escape' }, 'selected', 'text')).toEqual({ type: 'unselect' });
    expect(commandForKey({ key: ' ' }, 'selected', 'text')).toEqual({ type: 'expand' });
    expect(commandForKey({ key: ' ', shiftKey: true }, 'selected', 'toggle')).toEqual({ type: 'expand' });
    expect(commandForKey({ key: 'F10', shiftKey: true }, 'selected', 'text')).toEqual({ type: 'rowMenu' });
    expect(commandForKey({ key: 'ContextMenu' }, 'selected', 'toggle')).toEqual({ type: 'rowMenu' });
    expect(commandForKey({ key: 'F10' }, 'selected', 'text')).toBeNull();
    expect(commandForKey({ key: 'ArrowDown', altKey: true }, 'selected', 'text')).toEqual({ type: 'fieldMenu' });
    // While editing these keys belong to the editor.
    expect(commandForKey({ key: ' ' }, 'editing', 'text')).toBeNull();
    expect(commandForKey({ key: 'ArrowDown', altKey: true }, 'editing', 'text')).toBeNull();
  });
});

const field = (type: Field['type'], options: Record<string, unknown> = {}): Field => ({ id: 1, table_id: 1, name: 'F', order: 0, type, primary: false, ...options });

describe('finishing an edit', () => {
  it('refuses invalid text with the message of core', () => {
    expect(decideCommit(field('number'), null, 'abc')).toEqual({ type: 'invalid', error: 'Enter a number such as 1234' });
    expect(decideCommit(field('number'), null, '1'.repeat(51))).toEqual({ type: 'invalid', error: 'Max 50 digits allowed.' });
    expect(decideCommit(field('url'), '', 'nope')).toEqual({ type: 'invalid', error: 'Invalid URL' });
    expect(decideCommit(field('email'), '', 'a@b')).toEqual({ type: 'invalid', error: 'Invalid email' });
    expect(decideCommit(field('phone_number'), '', 'call me')).toEqual({ type: 'invalid', error: 'Invalid Phone Number' });
  });

  it('saves only changed values, in the form the field stores', () => {
    expect(decideCommit(field('text'), 'same', 'same')).toEqual({ type: 'unchanged' });
    expect(decideCommit(field('text'), null, '')).toEqual({ type: 'unchanged' });
    expect(decideCommit(field('number', { number_type: 'DECIMAL', number_decimal_places: 2 }), null, '3.14159')).toEqual({ type: 'save', value: '3.14' });
    expect(decideCommit(field('number'), '3', '3')).toEqual({ type: 'unchanged' });
    expect(decideCommit(field('date', { date_format: 'EU' }), null, '22/07/2021')).toEqual({ type: 'save', value: '2021-07-22' });
  });
});
