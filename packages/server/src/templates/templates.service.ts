import { DomainError, type Application, type TemplateCategory } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { presentApplication } from '../applications/application.presenter.js';
import { getApplicationOrThrow } from '../applications/applications.service.js';
import { originOf, type Caller } from '../callers/caller.js';
import { importDatabaseFile } from '../database/database-file/import-database-file.js';
import { commitChange } from '../events/unit-of-work.js';
import { requireMember } from '../groups/group.policy.js';
import { getGroupOrThrow } from '../groups/groups.service.js';
import { presentCategories } from './template.presenter.js';
import { parseTemplateFile, readTemplateFile, type TemplateDatabaseFile } from './template-files.js';
import { findTemplate, listCategories, listTemplates } from './templates.repo.js';

/** The template gallery and installing a template into a group (contract §7). */
export function templatesService(ctx: AppContext) {
  const db = ctx.db.kysely;

  // Installing reads the file again, as the reference does: the preview may lag a file changed since start.
  async function installable(slug: string): Promise<TemplateDatabaseFile | undefined> {
    const dir = ctx.config.templatesDir;
    const file = dir === undefined ? undefined : await readTemplateFile(dir, slug);
    const parsed = file && parseTemplateFile(file);
    return parsed?.ok ? parsed.file : undefined;
  }

  return {
    /** Every category with its templates; no sign-in needed. */
    async list(): Promise<TemplateCategory[]> {
      return presentCategories(await listCategories(db), await listTemplates(db));
    },

    /**
     * Copies the template's database into the group, as a new application named like a second copy
     * would be. Checks in the reference's order: the group (404), the template (404), membership
     * (400), then the file (400). The file is read and checked before the transaction, so the
     * embedded engine's one connection is not held while it is.
     */
    async install(caller: Caller, groupId: number, templateId: number): Promise<Application[]> {
      const found = await findTemplate(db, templateId);
      const file = found && (await installable(found.slug));
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        await getGroupOrThrow(trx, groupId);
        if (!(await findTemplate(trx, templateId))) throw new DomainError('ERROR_TEMPLATE_DOES_NOT_EXIST');
        await requireMember(trx, groupId, caller.user.id);
        if (!file) throw new DomainError('ERROR_TEMPLATE_FILE_DOES_NOT_EXIST');
        const created = await importDatabaseFile({ db: trx, emit, quotas: ctx.config.quotas, author: caller.user.id }, groupId, file);
        return [await presentApplication(trx, await getApplicationOrThrow(trx, created.id))];
      });
    },
  };
}
