import type { EditHistory } from '../history/editHistory';
import type { CellActions } from './cellActions';
import type { CellCommand } from './cellCommands';
import type { CellRef } from './selectionStore';

/** What the grid's key commands act on besides the selected cell. */
export interface CommandTargets {
  actions: CellActions;
  history: Pick<EditHistory, 'undo' | 'redo'>;
  onExpand: (rowId: number) => void;
  onFieldMenu: (fieldId: number) => void;
  openRowMenu: (cell: CellRef) => void;
  rowsPerScreen: () => number;
}

type Handlers = { [Type in CellCommand['type']]: (command: Extract<CellCommand, { type: Type }>, cell: CellRef) => void };

/** Carries out a key's command on the selected cell: one handler per command, so a new key is one line. */
export function commandRunner({ actions, history, onExpand, onFieldMenu, openRowMenu, rowsPerScreen }: CommandTargets) {
  const handlers: Handlers = {
    move: ({ rows, columns }) => actions.move(rows, columns),
    page: ({ direction }) => actions.move(direction * rowsPerScreen(), 0),
    extend: ({ rows, columns }) => actions.extendBy(rows, columns),
    selectAll: () => actions.selectAll(),
    undo: () => void history.undo(),
    redo: () => void history.redo(),
    edit: ({ text }) => actions.edit(text),
    toggle: () => actions.toggle(),
    set: ({ text }) => void actions.commit(text),
    clear: () => actions.clear(),
    commit: ({ move }) => {
      if (actions.commit() && move) actions.move(move.rows, move.columns);
    },
    cancel: () => actions.cancel(),
    unselect: () => actions.unselect(),
    expand: (_command, cell) => onExpand(cell.rowId),
    rowMenu: (_command, cell) => openRowMenu(cell),
    fieldMenu: (_command, cell) => onFieldMenu(cell.fieldId),
  };
  return (command: CellCommand, cell: CellRef) => (handlers[command.type] as (command: CellCommand, cell: CellRef) => void)(command, cell);
}
