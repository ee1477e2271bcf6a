import { endpoint } from '../api/endpoint.js';
import type { Application } from '../applications/types.js';
import type { TemplateCategory } from './types.js';

/** The template endpoints of contract §7. */
export const templateEndpoints = {
  listTemplates: endpoint<TemplateCategory[]>()({ method: 'GET', path: '/api/templates/', access: 'public' }),
  /** A GET that writes, as in the reference: installs a copy of the template's database into the group. */
  installTemplate: endpoint<Application[]>()({
    method: 'GET',
    path: '/api/templates/install/:group_id/:template_id/',
    access: 'user',
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', 'ERROR_TEMPLATE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_TEMPLATE_FILE_DOES_NOT_EXIST', 'ERROR_QUOTA_EXCEEDED'],
  }),
} as const;
