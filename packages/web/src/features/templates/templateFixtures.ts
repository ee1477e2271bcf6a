import type { Application, Field, Row, View } from '@cellar/core';
import type { TemplateCategory, TemplateSummary } from '@cellar/core';
import { databaseOf, type Handlers } from '../groups/groupFixtures';

const template = (id: number, name: string, keywords: string, extra: Partial<TemplateSummary> = {}): TemplateSummary => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  icon: 'tasks',
  keywords,
  description: `${name}: a description.`,
  group_id: 100 + id,
  is_default: false,
  ...extra,
});

/** Three templates in three categories, the bug tracker in two of them. */
export const projectTracker = template(1, 'Project tracker', 'tasks,milestones', { is_default: true });
export const bugTracker = template(2, 'Bug tracker', 'issues, software', { icon: 'bug' });
export const personalFinance = template(3, 'Personal finance', 'budget,money', { icon: 'wallet' });

/** The categories as `GET /api/templates/` answers them, sorted by name. */
export const templateCategories: TemplateCategory[] = [
  { id: 1, name: 'Finance', templates: [personalFinance] },
  { id: 2, name: 'Project management', templates: [bugTracker, projectTracker] },
  { id: 3, name: 'Software development', templates: [bugTracker] },
];

const field = (id: number, tableId: number, name: string, primary = false): Field => ({ id, table_id: tableId, name, order: id, type: 'text', primary, text_default: '' });
const viewOf = (id: number, tableId: number, name: string): View => ({
  id,
  table_id: tableId,
  name,
  order: id,
  type: 'grid',
  table: { id: tableId, name: tableId === 10 ? 'Projects' : 'Tasks', order: tableId, database_id: 1 },
  filter_type: 'AND',
  filters_disabled: false,
  filters: [],
  sortings: [],
});
const page = (rows: Row[]) => ({ status: 200, body: { count: rows.length, next: null, previous: null, results: rows, field_options: {} } });

/**
 * The project tracker's read-only group (101) as the server shows it to anyone: one database
 * with the tables Projects (two views) and Tasks, their fields, views and rows.
 */
export function projectTrackerPreview(): Handlers {
  const database: Application = databaseOf(1, 101, 'Project tracker', ['Projects', 'Tasks']);
  return {
    'GET /api/applications/group/101/': () => ({ status: 200, body: [database] }),
    'GET /api/database/fields/table/10/': () => ({ status: 200, body: [field(100, 10, 'Name', true), field(101, 10, 'Owner')] }),
    'GET /api/database/views/table/10/?include=filters%2Csortings': () => ({ status: 200, body: [viewOf(20, 10, 'All projects'), viewOf(21, 10, 'Active')] }),
    'GET /api/database/views/grid/20/?limit=80&offset=0&include=field_options%2Crow_metadata': () =>
      page([
        { id: 1, order: '1.00000000000000000000', field_100: 'Website relaunch', field_101: 'Ada' },
        { id: 2, order: '2.00000000000000000000', field_100: 'Annual report', field_101: 'Grace' },
      ]),
    'GET /api/database/views/grid/21/?limit=80&offset=0&include=field_options%2Crow_metadata': () => page([{ id: 1, order: '1.00000000000000000000', field_100: 'Website relaunch', field_101: 'Ada' }]),
    'GET /api/database/fields/table/11/': () => ({ status: 200, body: [field(110, 11, 'Task', true)] }),
    'GET /api/database/views/table/11/?include=filters%2Csortings': () => ({ status: 200, body: [viewOf(22, 11, 'All tasks')] }),
    'GET /api/database/views/grid/22/?limit=80&offset=0&include=field_options%2Crow_metadata': () => page([{ id: 5, order: '1.00000000000000000000', field_110: 'Draft the plan' }]),
  };
}
