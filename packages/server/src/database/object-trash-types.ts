import { applicationTrashType } from '../applications/trash/application-trash-type.js';
import { groupTrashType } from '../groups/trash/group-trash-type.js';
import type { ServerTrashType } from '../trash/server-trash-type.js';
import { fieldTrashType } from './fields/trash/field-trash-type.js';
import { tableTrashType } from './tables/trash/table-trash-type.js';
import { viewTrashType } from './views/trash/view-trash-type.js';

/** The trash types of groups, databases, tables, fields and views (issue 33), one line each; the trash registry spreads them. */
export const objectTrashTypes: ServerTrashType[] = [groupTrashType, applicationTrashType, tableTrashType, fieldTrashType, viewTrashType];
