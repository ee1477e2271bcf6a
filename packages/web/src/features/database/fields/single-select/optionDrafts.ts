import type { SelectOptionInput } from '@cellar/core';

/** An option as the settings form edits it, with a key that follows it through moves. */
export type OptionDraft = SelectOptionInput & { key: string };

let lastKey = 0;
const nextKey = () => `option-${(lastKey += 1)}`;

/** The drafts of a field's options, each with its own key. */
export function draftsOf(options: readonly SelectOptionInput[]): OptionDraft[] {
  return options.map((option) => ({ ...option, key: nextKey() }));
}

/** The options as a field body sends them: ids where they have one, keys left out (contract §9.6). */
export function optionsOfDrafts(drafts: readonly OptionDraft[]): SelectOptionInput[] {
  return drafts.map(({ id, value, color }) => (id === undefined ? { value, color } : { id, value, color }));
}

/** Appends a new, empty option in the given colour. */
export function addDraft(drafts: readonly OptionDraft[], color: string): OptionDraft[] {
  return [...drafts, { value: '', color, key: nextKey() }];
}

/** Changes one option's value or colour. */
export function changeDraft(drafts: readonly OptionDraft[], key: string, change: Partial<Pick<OptionDraft, 'value' | 'color'>>): OptionDraft[] {
  return drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft));
}

/** Moves the option at `from` to `to`; positions outside the list leave it unchanged. */
export function moveDraft(drafts: readonly OptionDraft[], from: number, to: number): OptionDraft[] {
  if (from === to || from < 0 || to < 0 || from >= drafts.length || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as OptionDraft);
  return next;
}

/** Removes one option. */
export function removeDraft(drafts: readonly OptionDraft[], key: string): OptionDraft[] {
  return drafts.filter((draft) => draft.key !== key);
}
