import type { TemplateCategory, TemplateSummary } from '@cellar/core';

/** The gallery's choice on the left: every template, or one category's. */
export type CategoryChoice = { kind: 'all' } | { kind: 'category'; id: number };

/** A template's keywords as a list: the API sends them comma-separated. */
export function keywordsOf(template: Pick<TemplateSummary, 'keywords'>): string[] {
  return template.keywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/** Each template once (one may sit in several categories), by name. */
export function allTemplates(categories: readonly TemplateCategory[]): TemplateSummary[] {
  const byId = new Map<number, TemplateSummary>();
  for (const category of categories) for (const template of category.templates) if (!byId.has(template.id)) byId.set(template.id, template);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The templates a choice shows; a category the list no longer has shows none. */
export function templatesOf(categories: readonly TemplateCategory[], choice: CategoryChoice): TemplateSummary[] {
  if (choice.kind === 'all') return allTemplates(categories);
  return allTemplates(categories.filter((category) => category.id === choice.id));
}

/**
 * The templates whose name or keywords contain every word of the query, ignoring case, from all
 * categories: someone searching does not know which category holds what they look for.
 */
export function searchTemplates(categories: readonly TemplateCategory[], query: string): TemplateSummary[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter((word) => word !== '');
  const all = allTemplates(categories);
  if (words.length === 0) return all;
  return all.filter((template) => {
    const text = [template.name, ...keywordsOf(template)].join('\n').toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What the gallery lists: the search's matches while a query is typed, else the chosen category's templates. */
export function visibleTemplates(categories: readonly TemplateCategory[], choice: CategoryChoice, query: string): TemplateSummary[] {
  return query.trim() === '' ? templatesOf(categories, choice) : searchTemplates(categories, query);
}
