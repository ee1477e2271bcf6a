import type { Application } from '@cellar/core';
import type { ApiClient } from './client';

/** One template as `GET /api/templates/` lists it (contract §7). */
export interface Template {
  id: number;
  name: string;
  slug: string;
  /** A Font Awesome icon name, without the "fa-" prefix. */
  icon: string;
  /** Comma-separated words the search matches besides the name. */
  keywords: string;
  description: string;
  /** The read-only group holding the template's database, readable for the preview. */
  group_id: number;
  is_default: boolean;
}

/** A category of templates; a template may sit in several. */
export interface TemplateCategory {
  id: number;
  name: string;
  templates: Template[];
}

/** The template endpoints of contract §7. */
export interface TemplatesApi {
  /** Every category with its templates, sorted by name; anyone may read it. */
  list(): Promise<TemplateCategory[]>;
  /** Copies a template's databases into a group; answers the new applications. */
  install(groupId: number, templateId: number): Promise<Application[]>;
}

/** Binds the template endpoints to a client. */
export function createTemplatesApi(client: ApiClient): TemplatesApi {
  return {
    list: () => client.get<TemplateCategory[]>('/templates/'),
    // The reference installs with GET (contract §7).
    install: (groupId, templateId) => client.get<Application[]>(`/templates/install/${groupId}/${templateId}/`),
  };
}
