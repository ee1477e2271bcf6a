import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { deleteApplicationsOfGroup } from '../applications/application-removal.js';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { inTransaction } from '../db/transaction.js';
import { importDatabaseFile } from '../database/database-file/import-database-file.js';
import { deleteGroupRow, insertGroup, renameGroup } from '../groups/groups.repo.js';
import { parseTemplateFile, readTemplateFiles, type TemplateDatabaseFile, type TemplateFile } from './template-files.js';
import {
  deleteEmptyCategories,
  findTemplateBySlug,
  insertTemplate,
  listTemplateHashes,
  listTemplates,
  setTemplateCategories,
  updateTemplate,
  type TemplateValues,
} from './templates.repo.js';

/** What the sync needs: the database, where to say what it skipped, and the templates directory. */
export interface TemplateSyncDeps {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  dir: string;
}

// 'tmpl' in ASCII: a key space of its own beside the tables' ('cell'), with one key in it.
const templateLockSpace = 0x746d706c;

// Processes starting together on one PostgreSQL take turns, and each re-reads what the one before
// it did under the lock, so no template is created twice.
async function lockTemplates(trx: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(templateLockSpace)}, 0)`.execute(trx);
}

/**
 * Brings the templates in the database in line with the files of the templates directory
 * (contract §7): a new file becomes a template with its own preview group holding its database, a
 * changed one (by hash) has its preview replaced, a removed one takes its template and group with
 * it, and categories follow. When nothing changed this is one directory read and one query. A file
 * that does not parse or check is logged and skipped (a template it used to be stays as it was);
 * the server starts regardless.
 */
export async function syncTemplates({ db, logger, dir }: TemplateSyncDeps): Promise<void> {
  const files = await readTemplateFiles(dir);
  if (!files) {
    logger.warn({ dir }, 'templates: the templates directory cannot be read; templates are left as they are');
    return;
  }
  const stored = new Map((await listTemplateHashes(db.kysely)).map((row) => [row.slug, row.file_hash]));
  const changed = files.filter((file) => stored.get(file.slug) !== file.hash);
  const slugs = new Set(files.map((file) => file.slug));
  const removed = [...stored.keys()].some((slug) => !slugs.has(slug));
  if (changed.length === 0 && !removed) return;

  for (const file of changed) await syncFile(db, logger, file);
  await inTransaction(db, async (trx) => {
    await lockTemplates(trx);
    for (const template of await listTemplates(trx)) {
      if (slugs.has(template.slug)) continue;
      await deleteApplicationsOfGroup(trx, template.group_id);
      await deleteGroupRow(trx, template.group_id); // the template goes with its group
      logger.info({ template: template.slug }, 'templates: removed, its file is gone');
    }
    await deleteEmptyCategories(trx);
  });
}

// One file, in its own transaction, so that one bad template cannot undo the others.
async function syncFile(db: Database, logger: TemplateSyncDeps['logger'], file: TemplateFile): Promise<void> {
  const parsed = parseTemplateFile(file);
  if (!parsed.ok) {
    logger.warn({ template: file.slug, problems: parsed.problems }, `templates: ${file.slug}.json skipped, it is not a valid template file`);
    return;
  }
  try {
    await inTransaction(db, async (trx) => {
      await lockTemplates(trx);
      const current = await findTemplateBySlug(trx, file.slug);
      if (current?.file_hash === file.hash) return;
      await writeTemplate(trx, current, templateValues(file, parsed.file), parsed.file);
    });
    logger.info({ template: file.slug }, 'templates: synced');
  } catch (error) {
    logger.warn({ err: error, template: file.slug }, `templates: ${file.slug}.json skipped, it could not be imported`);
  }
}

async function writeTemplate(trx: Executor, current: { id: number; group_id: number } | undefined, values: TemplateValues, file: TemplateDatabaseFile): Promise<void> {
  let templateId: number;
  let groupId: number;
  if (current) {
    // Same group, new content: a preview open elsewhere keeps its address.
    ({ id: templateId, group_id: groupId } = current);
    await deleteApplicationsOfGroup(trx, groupId);
    await renameGroup(trx, groupId, values.name);
    await updateTemplate(trx, templateId, values);
  } else {
    groupId = (await insertGroup(trx, values.name)).id;
    templateId = (await insertTemplate(trx, values, groupId)).id;
  }
  await setTemplateCategories(trx, templateId, file.template.categories);
  // Nobody is a member of a preview group, so its events would have no audience: none are kept.
  await importDatabaseFile({ db: trx, emit: () => undefined }, groupId, file);
}

function templateValues(file: TemplateFile, parsed: TemplateDatabaseFile): TemplateValues {
  const { name, icon, keywords, description } = parsed.template;
  return { slug: file.slug, name, icon, keywords: keywords.join(','), description, fileHash: file.hash };
}
