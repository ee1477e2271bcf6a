import type { DatabaseFileIdMap } from '@cellar/core';

/** What an import created for the file's ids, filled in as it goes and read through `DatabaseFileIdMap`. */
export class CreatedIds implements DatabaseFileIdMap {
  readonly tables = new Map<number, number>();
  readonly fields = new Map<number, number>();
  readonly options = new Map<number, number>();
  readonly #rows = new Map<number, Map<number, number>>();

  table = (fileId: number) => this.tables.get(fileId);
  field = (fileId: number) => this.fields.get(fileId);
  option = (fileId: number) => this.options.get(fileId);
  row = (fileTableId: number, fileRowId: number) => this.#rows.get(fileTableId)?.get(fileRowId);

  /** The created row ids of one of the file's tables, by file row id. */
  rowsOf(fileTableId: number): Map<number, number> {
    let rows = this.#rows.get(fileTableId);
    if (!rows) this.#rows.set(fileTableId, (rows = new Map()));
    return rows;
  }
}
