import { toTsv, type Field, type Row, type RowValues } from '@cellar/core';
import type { RowChange } from '../../../../api/databaseApi';
import { cellKey, copiedText } from '../../fields/fieldValues';
import type { GridController } from '../useGridController';
import type { CellBlock } from './cellRange';
import { pasteCells, rowsPastTheEnd, type PastePosition } from './pasteCells';
import { inActionGroup } from '../../../../api/clientSession';

/** A copied block: tab-separated text for any app, and an HTML table that spreadsheets read as cells. */
export interface CopiedBlock {
  text: string;
  html: string;
}

// The most cells one copy takes: beyond it the clipboard and the page would stall.
export const copyCellLimit = 500_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The clipboard forms of the cells of some rows under some fields. */
export function copiedBlock(rows: readonly Row[], fields: readonly Field[]): CopiedBlock {
  const texts = rows.map((row) => fields.map((field) => copiedText(field, row[cellKey(field)])));
  const html = texts.map((line) => `<tr>${line.map((text) => `<td>${escapeHtml(text)}</td>`).join('')}</tr>`).join('');
  return { text: toTsv(texts), html: `<meta charset="utf-8"><table>${html}</table>` };
}

/** What a block's actions read when they run: the fields in keyboard order. */
export interface RangeContext {
  fields(): readonly Field[];
}

/** Copy, paste and emptying of whole blocks; each paste or emptying is one undo step, however many rows it writes. */
export function createRangeActions(grid: GridController, context: RangeContext) {
  const fieldsOf = (block: CellBlock) => context.fields().slice(block.left, block.right + 1);
  const renamedChanges = (changes: readonly RowChange[]) => changes.map((change) => ({ ...change, id: grid.history.rowId(change.id) }));

  // Writes a block of text from a position: the rows it lands on are changed, the rows it spills
  // into past the end are created. The undo step is recorded at once, so steps keep the order made.
  function writeBlock(matrix: readonly (readonly string[])[], start: PastePosition, createRows: boolean): Promise<void> {
    const fields = context.fields();
    const count = grid.store.getState().count;
    let changes: RowChange[] = [];
    let previous: RowChange[] = [];
    let extra: RowValues[] = [];
    let created: number[] = [];
    // Its updates and the rows it adds are one undo step on the server.
    const landed = inActionGroup(async () => {
      const rows = await grid.bulk.rowsAt(start.rowIndex, Math.min(count, start.rowIndex + matrix.length));
      changes = pasteCells(matrix, rows, start.columnIndex, fields);
      const byId = new Map(rows.filter((row) => row !== undefined).map((row) => [row.id, row]));
      previous = changes.map(({ id, ...cells }) => {
        const row = byId.get(id) as Row;
        return { id, ...grid.writable(Object.fromEntries(Object.keys(cells).map((key) => [key, row[key as keyof Row]]))) };
      });
      extra = createRows ? rowsPastTheEnd(matrix, start, fields, count) : [];
      const label = matrix.length > 1 ? 'Pasting rows' : 'Pasting';
      if (changes.length > 0 && !(await grid.bulk.updateMany(changes, label))) return;
      if (extra.length > 0) created = (await grid.bulk.appendMany(extra, 'Adding rows')).map((row) => row.id);
    }).catch(grid.notifyError);
    grid.history.record({
      async undo() {
        await landed;
        if (previous.length > 0) await grid.bulk.updateMany(renamedChanges(previous), 'Undoing');
        if (created.length > 0) await grid.bulk.deleteMany(created.map((id) => grid.history.rowId(id)), 'Undoing');
      },
      async redo() {
        await landed;
        if (changes.length > 0) await grid.bulk.updateMany(renamedChanges(changes), 'Redoing');
        if (extra.length === 0) return;
        const again = await grid.bulk.appendMany(extra, 'Redoing');
        again.forEach((row, index) => created[index] !== undefined && grid.history.renameRow(created[index] as number, row.id));
      },
    });
    return landed;
  }

  return {
    /** The block's clipboard forms when all its rows are loaded, else null (see `copyFetching`). */
    copyLoaded(block: CellBlock): CopiedBlock | null {
      const { rows } = grid.store.getState();
      const loaded: Row[] = [];
      for (let index = block.top; index <= block.bottom; index += 1) {
        const entry = rows.get(index);
        if (!entry) return null;
        loaded.push(entry.row);
      }
      return copiedBlock(loaded, fieldsOf(block));
    },
    /** The block's clipboard forms, fetching the rows that are not loaded; null when it is too big to copy. */
    async copyFetching(block: CellBlock): Promise<CopiedBlock | null> {
      const fields = fieldsOf(block);
      if ((block.bottom - block.top + 1) * fields.length > copyCellLimit) return null;
      const rows = await grid.bulk.rowsAt(block.top, block.bottom + 1);
      return copiedBlock(rows.filter((row) => row !== undefined), fields);
    },
    /** Pastes lines of cells at a position, filling rightwards and downwards and creating the rows needed past the end. */
    paste: (matrix: readonly (readonly string[])[], start: PastePosition) => writeBlock(matrix, start, true),
    /** Empties every cell of the block (Delete on a range). */
    clear(block: CellBlock) {
      const size = block.right - block.left + 1;
      const empty = Array.from({ length: block.bottom - block.top + 1 }, () => Array.from({ length: size }, () => ''));
      return writeBlock(empty, { rowIndex: block.top, columnIndex: block.left }, false);
    },
  };
}

/** The block-wide actions of a grid. */
export type RangeActions = ReturnType<typeof createRangeActions>;
