import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a test template says of itself; the rest of the file is the small database below. */
export interface TemplateMeta {
  name: string;
  icon?: string;
  keywords?: string[];
  categories?: string[];
  description?: string;
  /** Rows of the Projects table (default 2); each links the first task. */
  projects?: number;
}

/**
 * A small but complete template file: two linked tables, a single select, a view with a filter, a
 * sort and column settings, and rows with cells of each kind.
 */
export function templateFile(meta: TemplateMeta): Record<string, unknown> {
  const projects = Array.from({ length: meta.projects ?? 2 }, (_, index) => ({
    id: index + 1,
    field_1: `Project ${index + 1}`,
    field_2: index % 2 === 0 ? 1 : 2,
    field_3: [1],
  }));
  return {
    format: 'cellar.database',
    version: 1,
    template: {
      name: meta.name,
      icon: meta.icon ?? 'tasks',
      keywords: meta.keywords ?? ['projects', 'tasks'],
      categories: meta.categories ?? ['Teams'],
      description: meta.description ?? `About ${meta.name}.`,
    },
    database: {
      name: meta.name,
      tables: [
        {
          id: 1,
          name: 'Projects',
          fields: [
            { id: 1, name: 'Name', type: 'text', primary: true },
            { id: 2, name: 'Status', type: 'single_select', options: { select_options: [{ id: 1, value: 'Active', color: 'green' }, { id: 2, value: 'Done', color: 'blue' }] } },
            { id: 3, name: 'Tasks', type: 'link_row', options: { link_row_table: 2, link_row_related_field: 5 } },
          ],
          views: [
            {
              id: 1, type: 'grid', name: 'Active projects', filter_type: 'AND',
              filters: [{ field: 2, type: 'single_select_equal', value: '1' }],
              sortings: [{ field: 1, order: 'DESC' }],
              field_options: { '3': { width: 300, hidden: true } },
            },
            { id: 2, type: 'grid', name: 'All projects' },
          ],
          rows: projects,
        },
        {
          id: 2,
          name: 'Tasks',
          fields: [
            { id: 4, name: 'Title', type: 'text', primary: true },
            { id: 5, name: 'Project', type: 'link_row', options: { link_row_table: 1, link_row_related_field: 3 } },
          ],
          views: [{ id: 3, type: 'grid', name: 'Tasks' }],
          rows: [{ id: 1, field_4: 'Design' }, { id: 2, field_4: 'Build' }, { id: 3, field_4: 'Ship' }],
        },
      ],
    },
  };
}

/** A temporary templates directory; `files` maps slugs to a file's content (objects as JSON, strings as they are). */
export class TemplatesDir {
  readonly path = mkdtempSync(join(tmpdir(), 'cellar-templates-'));

  constructor(files: Record<string, unknown> = {}) {
    for (const [slug, content] of Object.entries(files)) this.write(slug, content);
  }

  write(slug: string, content: unknown): void {
    writeFileSync(join(this.path, `${slug}.json`), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }

  remove(slug: string): void {
    rmSync(join(this.path, `${slug}.json`), { force: true });
  }

  dispose(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}
