import { describe, expect, it } from 'vitest';
import { bugTracker, personalFinance, projectTracker, templateCategories } from './templateFixtures';
import { allTemplates, keywordsOf, searchTemplates, templatesOf, visibleTemplates } from './templateSearch';
import { templateIcon } from './templateIcons';
import { Bug, LayoutTemplate, ListTodo } from 'lucide-react';

const names = (templates: { name: string }[]) => templates.map((template) => template.name);

describe('template search', () => {
  it('lists each template once by name, though one sits in two categories', () => {
    expect(names(allTemplates(templateCategories))).toEqual(['Bug tracker', 'Personal finance', 'Project tracker']);
  });

  it('shows a category’s templates, and none for a category that is gone', () => {
    expect(names(templatesOf(templateCategories, { kind: 'category', id: 2 }))).toEqual(['Bug tracker', 'Project tracker']);
    expect(templatesOf(templateCategories, { kind: 'category', id: 99 })).toEqual([]);
  });

  it('reads the comma-separated keywords, trimmed', () => {
    expect(keywordsOf(bugTracker)).toEqual(['issues', 'software']);
    expect(keywordsOf({ keywords: ' , a ,' })).toEqual(['a']);
  });

  it('matches names and keywords, any case, every word, across all categories', () => {
    expect(names(searchTemplates(templateCategories, 'TRACK'))).toEqual(['Bug tracker', 'Project tracker']);
    expect(names(searchTemplates(templateCategories, 'money'))).toEqual([personalFinance.name]);
    expect(names(searchTemplates(templateCategories, 'tracker milestones'))).toEqual([projectTracker.name]);
    expect(searchTemplates(templateCategories, 'description')).toEqual([]);
  });

  it('searches everything while a query is typed, else shows the chosen category', () => {
    const finance = { kind: 'category', id: 1 } as const;
    expect(names(visibleTemplates(templateCategories, finance, '  '))).toEqual(['Personal finance']);
    expect(names(visibleTemplates(templateCategories, finance, 'issues'))).toEqual(['Bug tracker']);
  });

  it('draws Font Awesome names with the app’s icons, with or without a prefix, and a generic one otherwise', () => {
    expect(templateIcon('tasks')).toBe(ListTodo);
    expect(templateIcon('fa-bug')).toBe(Bug);
    expect(templateIcon('fas fa-bug')).toBe(Bug);
    expect(templateIcon('no-such-icon')).toBe(LayoutTemplate);
  });
});
