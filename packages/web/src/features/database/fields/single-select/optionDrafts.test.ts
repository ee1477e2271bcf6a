import { describe, expect, it } from 'vitest';
import { addDraft, changeDraft, draftsOf, moveDraft, optionsOfDrafts, removeDraft } from './optionDrafts';

const stored = [
  { id: 1, value: 'Apple', color: 'red' },
  { id: 2, value: 'Banana', color: 'light-orange' },
  { id: 3, value: 'Cherry', color: 'dark-red' },
];

describe('option drafts of the settings form', () => {
  it('give each option its own key and send ids back, new options without one', () => {
    const drafts = draftsOf(stored);
    expect(new Set(drafts.map((draft) => draft.key)).size).toBe(3);
    const added = addDraft(drafts, 'green');
    expect(optionsOfDrafts(added)).toEqual([...stored, { value: '', color: 'green' }]);
  });

  it('move an option up, down or to any place, and ignore moves off the list', () => {
    const drafts = draftsOf(stored);
    const values = (list: { value: string }[]) => list.map((draft) => draft.value);
    expect(values(moveDraft(drafts, 1, 0))).toEqual(['Banana', 'Apple', 'Cherry']);
    expect(values(moveDraft(drafts, 0, 2))).toEqual(['Banana', 'Cherry', 'Apple']);
    expect(values(moveDraft(drafts, 0, -1))).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(values(moveDraft(drafts, 2, 3))).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(moveDraft(drafts, 2, 0)[0]?.key).toBe(drafts[2]?.key);
  });

  it('change and remove one option by its key', () => {
    const drafts = draftsOf(stored);
    const [, banana] = drafts;
    const changed = changeDraft(drafts, banana!.key, { value: 'Plantain', color: 'green' });
    expect(optionsOfDrafts(changed)[1]).toEqual({ id: 2, value: 'Plantain', color: 'green' });
    expect(optionsOfDrafts(removeDraft(changed, banana!.key)).map((option) => option.id)).toEqual([1, 3]);
  });
});
