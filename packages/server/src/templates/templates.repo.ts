import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { DatabaseSchema } from '../db/schema.js';

/** A template row as stored. */
export type TemplateRecord = Selectable<DatabaseSchema['templates']>;

/** What a template file says of itself, as stored. */
export interface TemplateValues {
  slug: string;
  name: string;
  icon: string;
  keywords: string;
  description: string;
  fileHash: string;
}

/** A template by id. */
export function findTemplate(db: Executor, id: number): Promise<TemplateRecord | undefined> {
  return db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A template by the name of its file. */
export function findTemplateBySlug(db: Executor, slug: string): Promise<TemplateRecord | undefined> {
  return db.selectFrom('templates').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Every template's slug and file hash: all a start compares with the files when nothing changed. */
export function listTemplateHashes(db: Executor): Promise<{ slug: string; file_hash: string }[]> {
  return db.selectFrom('templates').select(['slug', 'file_hash']).execute();
}

/** Every template, for the gallery. */
export function listTemplates(db: Executor): Promise<TemplateRecord[]> {
  return db.selectFrom('templates').selectAll().execute();
}

/** Every category with the ids of its templates. */
export async function listCategories(db: Executor): Promise<{ id: number; name: string; templateIds: number[] }[]> {
  const categories = await db.selectFrom('template_categories').select(['id', 'name']).execute();
  const links = await db.selectFrom('template_category_links').select(['template_id', 'category_id']).execute();
  return categories.map((category) => ({
    ...category,
    templateIds: links.filter((link) => link.category_id === category.id).map((link) => link.template_id),
  }));
}

/** Whether a group is a template's preview group, which anyone may read (contract §1.6). */
export async function isTemplateGroup(db: Executor, groupId: number): Promise<boolean> {
  return (await db.selectFrom('templates').select('id').where('group_id', '=', groupId).executeTakeFirst()) !== undefined;
}

/** Inserts a template with its preview group. */
export function insertTemplate(db: Executor, values: TemplateValues, groupId: number): Promise<TemplateRecord> {
  return db
    .insertInto('templates')
    .values({ slug: values.slug, name: values.name, icon: values.icon, keywords: values.keywords, description: values.description, file_hash: values.fileHash, group_id: groupId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes what a changed file now says of its template. */
export async function updateTemplate(db: Executor, id: number, values: TemplateValues): Promise<void> {
  await db
    .updateTable('templates')
    .set({ name: values.name, icon: values.icon, keywords: values.keywords, description: values.description, file_hash: values.fileHash })
    .where('id', '=', id)
    .execute();
}

/** Lists a template in exactly these categories, creating the ones that do not exist yet. */
export async function setTemplateCategories(db: Executor, templateId: number, names: readonly string[]): Promise<void> {
  await db.deleteFrom('template_category_links').where('template_id', '=', templateId).execute();
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await db
    .insertInto('template_categories')
    .values(unique.map((name) => ({ name })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const categories = await db.selectFrom('template_categories').select('id').where('name', 'in', unique).execute();
  await db
    .insertInto('template_category_links')
    .values(categories.map((category) => ({ template_id: templateId, category_id: category.id })))
    .execute();
}

/** Removes categories no template is listed in any more. */
export async function deleteEmptyCategories(db: Executor): Promise<void> {
  await db
    .deleteFrom('template_categories')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('template_category_links').select('template_id').whereRef('template_category_links.category_id', '=', 'template_categories.id'))),
    )
    .execute();
}
