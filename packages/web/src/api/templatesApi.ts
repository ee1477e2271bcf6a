import { templateEndpoints as e, type Application, type TemplateCategory } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The template endpoints of contract §7. */
export interface TemplatesApi {
  /** Every category with its templates, sorted by name; anyone may read it. */
  list(): Promise<TemplateCategory[]>;
  /** Copies a template's databases into a group (a GET, as in the reference); answers the new applications. */
  install(groupId: number, templateId: number): Promise<Application[]>;
}

/** Binds the template endpoints to a client. */
export function createTemplatesApi(client: ApiClient): TemplatesApi {
  return {
    list: () => callEndpoint(client, e.listTemplates),
    install: (group_id, template_id) => callEndpoint(client, e.installTemplate, { params: { group_id, template_id } }),
  };
}
