import type { Endpoint } from '../api/endpoint.js';
import { accountEndpoints } from '../accounts/endpoints.js';
import { applicationEndpoints } from '../applications/endpoints.js';
import { databaseEndpoints } from '../database/endpoints.js';
import { groupEndpoints } from '../groups/endpoints.js';
import { rowHistoryEndpoints } from '../rows/row-history.js';
import { rowCommentEndpoints } from '../row-comments/endpoints.js';
import { templateEndpoints } from '../templates/endpoints.js';
import { tokenEndpoints } from '../tokens/endpoints.js';
import { trashEndpoints } from '../trash/trash.js';
import { jobEndpoints } from '../jobs/jobs.js';
import { exportEndpoints } from '../export/export-endpoints.js';
import { databaseTransferEndpoints } from '../database-file/endpoints.js';
import { undoRedoEndpoints } from '../actions/undo-redo.js';
import { userFileEndpoints } from '../user-files/endpoints.js';
import { viewFilterEndpoints, viewSortEndpoints } from '../views/endpoints.js';
import { apiDocsEndpoints } from './endpoints.js';
import { formulaEndpoints } from '../formulas/type-formula-endpoint.js';
import { webhookEndpoints } from '../webhooks/webhook-endpoints.js';

/** A group of endpoints as the API documents list them: a tag, what it covers, and its endpoints by name. */
export interface EndpointGroup {
  tag: string;
  description: string;
  endpoints: Readonly<Record<string, Endpoint>>;
}

/** Every endpoint core declares, grouped as the whole-API document tags them (contract §15). */
export const endpointCatalogue: readonly EndpointGroup[] = [
  { tag: 'User', description: 'Sign up, sign in, JWT refresh, passwords and instance settings (contract §2–§3).', endpoints: accountEndpoints },
  { tag: 'Groups', description: 'Groups, their members and invitations (contract §5).', endpoints: groupEndpoints },
  { tag: 'Applications', description: 'Applications of a group, such as databases (contract §6).', endpoints: applicationEndpoints },
  { tag: 'Templates', description: 'The template gallery, and installing a template into a group (contract §7).', endpoints: templateEndpoints },
  { tag: 'Database', description: 'Tables, fields, rows, views and the grid (contract §8–§11).', endpoints: databaseEndpoints },
  { tag: 'Formulas', description: "The type of a formula, worked out without saving it (the reference's api/formula).", endpoints: formulaEndpoints },
  { tag: 'Row comments', description: "A row's comments, with mentions of group members (Baserow premium's row comments).", endpoints: rowCommentEndpoints },
  { tag: 'Row history', description: "A row's changes: who changed which fields, when, with the values before and after (Baserow's row history).", endpoints: rowHistoryEndpoints },
  { tag: 'View filters', description: "A view's filters (contract §11.2).", endpoints: viewFilterEndpoints },
  { tag: 'View sortings', description: "A view's sortings (contract §11.3).", endpoints: viewSortEndpoints },
  { tag: 'Undo and redo', description: "Undo and redo a browser tab's changes, per person and ClientSessionId (Baserow's current API).", endpoints: undoRedoEndpoints },
  { tag: 'Trash', description: 'Deleted groups, databases, tables, fields, views and rows: list, restore and empty (Baserow\'s current API).', endpoints: trashEndpoints },
  { tag: 'Jobs', description: 'Work that runs in the background (exports, database import and duplication): follow its progress, list and cancel your jobs (Baserow\'s current API).', endpoints: jobEndpoints },
  { tag: 'Database export', description: 'Export a table or a view to CSV, XLSX or JSON as a job, then download the file (Baserow\'s database export API).', endpoints: exportEndpoints },
  { tag: 'Database transfer', description: 'Duplicate a database or a table, export databases to one archive and import one into any group, as jobs (Baserow\'s current API).', endpoints: databaseTransferEndpoints },
  { tag: 'Database table webhooks', description: "A table's webhooks: calls to other systems on row, field and view changes, signed with each webhook's secret, and a test call (Baserow's current API; docs/webhooks.md).", endpoints: webhookEndpoints },
  { tag: 'Database tokens', description: 'Personal API tokens and their rights per table (contract §12).', endpoints: tokenEndpoints },
  { tag: 'User files', description: 'Files uploaded for file fields (contract §4).', endpoints: userFileEndpoints },
  { tag: 'API documentation', description: 'These OpenAPI documents.', endpoints: apiDocsEndpoints },
];
