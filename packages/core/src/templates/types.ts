/** A template as the gallery lists it (contract §7); `slug` and `description` are Cellar's additions. */
export interface TemplateSummary {
  id: number;
  name: string;
  /** A Font Awesome icon name, without the `fa-` prefix. */
  icon: string;
  /** Comma-separated. */
  keywords: string;
  /** The template's read-only preview group: its applications, fields, views and grid rows are readable signed out. */
  group_id: number;
  /** True for the template a gallery opens on (slug `project-management`). */
  is_default: boolean;
  slug: string;
  description: string;
}

/** A category of the gallery with its templates, sorted by name; a template may sit in several. */
export interface TemplateCategory {
  id: number;
  name: string;
  templates: TemplateSummary[];
}

/** The slug of the template a gallery selects first (Baserow's DEFAULT_APPLICATION_TEMPLATE). */
export const defaultTemplateSlug = 'project-management';
