import {
  DomainError,
  importedRowCheck,
  importReportMaxLines,
  parseBody,
  unstorableTextError,
  updateTableRequest,
  type CsvImportResult,
  type ImportedColumnBodies,
  type RejectedImportLine,
  type ValuesNotFitting,
} from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import { originOf, type Caller } from '../../callers/caller.js';
import { inTransaction } from '../../db/transaction.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { assertWithinQuota, quotaExceeded } from '../../quotas/quotas.js';
import { listFields } from '../fields/fields.repo.js';
import { tableFromData } from '../tables/example-tables.js';
import { buildTable } from '../tables/table-builder.js';
import { deleteTableRow, getDatabaseForMember } from '../tables/tables.service.js';
import { csvRecords, importTooLarge, type CsvReading, type CsvRecord } from './csv-records.js';
import { defaultBatchBounds, type BatchBounds } from './import-batch.js';
import { ImportWriter } from './import-writer.js';

/** What a streamed import is told besides the file: the table's name and how to read the file. */
export interface CsvImportOptions {
  name: string;
  separator: string;
  encoding: string;
  first_row_header: boolean;
  /** The columns the browser will give a type, checked row by row when values not fitting are to be reported. */
  column_types?: ImportedColumnBodies;
  values_not_fitting: ValuesNotFitting;
}

/** What a streamed import receives besides its options: the file's bytes, and what the transport knows of them. */
export interface CsvUpload {
  body: AsyncIterable<Buffer>;
  /** Aborts when the client has gone away: the import then ends, deleting its table, at its next batch. */
  cancelled?: AbortSignal;
  /** The size the request declared (Content-Length), if it did: a file declared too large is refused unread. */
  declaredBytes?: number;
}

/**
 * Imports a CSV file of any size as a new table of text fields (issue 12, point 2): the file is
 * parsed as it arrives and its rows written in short batches, so neither memory nor the database
 * is held by the whole file. Lines that cannot be rows (more cells than the first line, text no
 * column can hold, broken quoting, and, when asked, values that do not fit their column's type)
 * go to the report. The table is announced only once complete; a
 * failure or a client that goes away deletes it, so no half table is left behind.
 */
export function csvImportService(ctx: AppContext, batchBounds: BatchBounds = defaultBatchBounds[ctx.db.engine]) {
  const db = ctx.db.kysely;
  const maxBytes = ctx.config.importMaxBytes;
  const rowLimit = ctx.config.initialTableDataLimit;
  return {
    async importCsv(caller: Caller, databaseId: number, options: CsvImportOptions, { body, cancelled, declaredBytes }: CsvUpload): Promise<CsvImportResult> {
      // The name and the declared size are checked as a body's would be (contract §1.4 order: body, then lookups).
      const { name } = parseBody(updateTableRequest, { name: options.name });
      if (declaredBytes !== undefined && declaredBytes > maxBytes) throw importTooLarge(maxBytes);
      const database = await getDatabaseForMember(db, databaseId, caller.user.id);
      // Refused before the file is read when the group is already full; counted again below, under the group's lock.
      await assertWithinQuota(db, ctx.config.quotas, 'tablesPerGroup', database.group_id);

      const report: RejectedImportLine[] = [];
      let rejected = 0;
      const reject = (line: number, error: string) => {
        rejected += 1;
        if (report.length < importReportMaxLines) report.push({ line, error });
      };
      const reading: CsvReading = { separator: options.separator, encoding: options.encoding, maxBytes };
      const records = csvRecords(body, reading, ({ line, error }) => reject(line, error));

      const head = await records.next();
      if (head.done) throw new DomainError('ERROR_IMPORT_EMPTY');
      const [first, ...restOfHead] = head.value as [CsvRecord, ...CsvRecord[]];
      const width = first.cells.length;
      if (width > ctx.config.quotas.fieldsPerTable) throw quotaExceeded(ctx.config.quotas, 'fieldsPerTable');
      const firstProblem = first.cells.map(unstorableTextError).find(Boolean);
      if (firstProblem) throw new DomainError('ERROR_IMPORT_BROKEN_FILE', `Line ${first.line}: ${firstProblem.error}`);

      // Values the browser's conversion would empty: their rows are reported instead, when the person chose so.
      const misfit =
        options.values_not_fitting === 'report' && options.column_types
          ? importedRowCheck(options.column_types, options.first_row_header ? first.cells : [])
          : () => null;
      // Without a header the first line is a row, and is checked as the others are.
      const firstMisfit = options.first_row_header ? null : misfit(first.cells);
      if (firstMisfit) reject(first.line, firstMisfit);
      if (rowLimit !== undefined && rowLimit < 1) throw new DomainError('ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED', `The initial table data limit is ${rowLimit} rows.`);
      const spec = tableFromData(name, [first.cells], options.first_row_header);
      const announced: DomainEvent[] = [];
      // The quota is counted in the transaction that creates the table, under the group's row lock,
      // so two imports started side by side at the limit cannot both make theirs.
      const table = await inTransaction(ctx.db, async (trx) => {
        await assertWithinQuota(trx, ctx.config.quotas, 'tablesPerGroup', database.group_id);
        return buildTable(trx, (event) => announced.push(event), { databaseId, groupId: database.group_id, author: caller.user.id }, firstMisfit ? { ...spec, rows: [] } : spec);
      });
      try {
        const fields = await listFields(db, table.id);
        let imported = spec.rows.length > 0 && !firstMisfit ? 1 : 0;
        // INITIAL_TABLE_DATA_LIMIT counts the header too, as it does for a create table request's data.
        const headerRows = options.first_row_header ? 1 : 0;
        const stopIfCancelled = () => {
          if (cancelled?.aborted) throw new DomainError('ERROR_IMPORT_BROKEN_FILE', 'The import was cancelled.');
        };
        const writer = new ImportWriter(ctx.db, { tableId: table.id, fields, author: caller.user.id }, batchBounds, stopIfCancelled);
        try {
          for await (const chunk of followed(restOfHead, records)) for (const { line, cells } of chunk) {
            if (cells.length > width) {
              reject(line, `This line has ${cells.length} cells; the first line has ${width}.`);
              continue;
            }
            const problem = cells.map(unstorableTextError).find(Boolean);
            if (problem) {
              reject(line, problem.error);
              continue;
            }
            const notFitting = misfit(cells);
            if (notFitting) {
              reject(line, notFitting);
              continue;
            }
            imported += 1;
            if (rowLimit !== undefined && imported + headerRows > rowLimit) {
              throw new DomainError('ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED', `The initial table data limit is ${rowLimit} rows.`);
            }
            await writer.add(imported, cells);
          }
          await writer.finish();
        } finally {
          // The table is deleted only once no write into it is under way.
          await writer.idle();
        }
        // A client gone while the last rows were saved must not find the table made.
        stopIfCancelled();
        ctx.bus.publish(...announced.map((event) => ({ ...event, origin: originOf(caller) })));
        return { table, imported_rows: imported, rejected_rows: rejected, report };
      } catch (error) {
        await inTransaction(ctx.db, (trx) => deleteTableRow(trx, table)).catch((cleanup: unknown) => ctx.logger.error({ err: cleanup, tableId: table.id }, 'a failed import left its table'));
        throw error;
      }
    },
  };
}

// The records after the first, a chunk at a time: the rest of the first chunk, then the others.
async function* followed(head: CsvRecord[], rest: AsyncIterable<CsvRecord[]>): AsyncGenerator<CsvRecord[]> {
  yield head;
  yield* rest;
}
