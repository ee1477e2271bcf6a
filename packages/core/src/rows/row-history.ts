import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { integerParam, textParam } from './query-params.js';

/** Entries a history page holds at most, and by default: the reference's ROW_PAGE_SIZE_LIMIT. */
export const rowHistoryPageSizeMax = 200;

/** What a field's values in an entry are: its id and type, so a client shows them as that type showed them then. */
export interface RowHistoryFieldMetadata {
  id: number;
  type: string;
}

/**
 * One change to a row, as Baserow's RowHistorySerializer shows it: who (`user.name` is their first
 * name then), when, and the values of the fields that changed, before and after, by `field_<id>`.
 * `action_command_type` is `DO` for the change itself, `UNDO` or `REDO` when undo or redo made it.
 */
export interface RowHistoryEntry {
  id: number;
  action_type: string;
  action_command_type: 'DO' | 'UNDO' | 'REDO';
  user: { id: number | null; name: string };
  timestamp: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  fields_metadata: Record<string, RowHistoryFieldMetadata>;
}

/** A page of a row's history, newest first. */
export interface RowHistoryPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: RowHistoryEntry[];
}

/** Query of the history endpoint: limit/offset as the reference's LimitOffsetPagination reads them. */
export const rowHistoryQuery = z.object({
  limit: textParam(`Entries to return, at most ${rowHistoryPageSizeMax} (a larger limit is cut to it).`),
  offset: textParam('Entries to skip.'),
});

/** The window a history query asks for: a missing or bad limit is the maximum, a larger one is cut to it; a bad offset is 0. */
export function rowHistoryWindow(query: z.output<typeof rowHistoryQuery>): { kind: 'offset'; limit: number; offset: number } {
  const limit = integerParam(query.limit);
  return {
    kind: 'offset',
    limit: limit === undefined || limit < 1 ? rowHistoryPageSizeMax : Math.min(limit, rowHistoryPageSizeMax),
    offset: integerParam(query.offset) ?? 0,
  };
}

/** Row history, as Baserow's API has it (`get_database_table_row_history`); a signed-in member only, no database token. */
export const rowHistoryEndpoints = {
  getRowHistory: endpoint<RowHistoryPage>()({
    method: 'GET', path: '/api/database/rows/table/:table_id/:row_id/history/', access: 'user', query: rowHistoryQuery,
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_ROW_DOES_NOT_EXIST'],
  }),
};
