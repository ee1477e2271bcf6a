import { defaultTemplateSlug, type TemplateCategory, type TemplateSummary } from '@cellar/core';
import type { TemplateRecord } from './templates.repo.js';

// Names sort as people read them, the same on both engines whatever their collation; ties by id.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = <T extends { id: number; name: string }>(a: T, b: T): number => collator.compare(a.name, b.name) || a.id - b.id;

/** A template as the gallery lists it (contract §7). */
export function presentTemplate(template: TemplateRecord): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    icon: template.icon,
    keywords: template.keywords,
    group_id: template.group_id,
    is_default: template.slug === defaultTemplateSlug,
    slug: template.slug,
    description: template.description,
  };
}

/** The gallery: categories by name, each with its templates by name (contract §7). */
export function presentCategories(categories: { id: number; name: string; templateIds: number[] }[], templates: TemplateRecord[]): TemplateCategory[] {
  const byId = new Map(templates.map((template) => [template.id, presentTemplate(template)]));
  return [...categories].sort(byName).map((category) => ({
    id: category.id,
    name: category.name,
    templates: category.templateIds.flatMap((id) => byId.get(id) ?? []).sort(byName),
  }));
}
