import { randomOptionColor, selectOptionLimits, type SelectOptionInput } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SettingsFormProps } from '../fieldUi';
import { addDraft, changeDraft, draftsOf, moveDraft, optionsOfDrafts, removeDraft, type OptionDraft } from './optionDrafts';
import { OptionRow } from './OptionRow';
import styles from './optionsEditor.module.css';

/**
 * Single select settings: the options in order, each with a value and a colour from the palette;
 * options are added (with a random colour), reordered by dragging or the move buttons, and deleted.
 * Every option needs a value (spec §5): a missing one shows once its input was left, and stops the submit.
 */
export function SingleSelectSettingsForm({ values, onChange }: SettingsFormProps) {
  const [drafts, setDrafts] = useState(() => draftsOf((values.select_options as SelectOptionInput[] | undefined) ?? []));
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const dragged = useRef<string | null>(null);
  const focusNext = useRef<string | null>(null);
  const headingId = useId();

  const update = (next: OptionDraft[]) => {
    setDrafts(next);
    onChange({ ...values, select_options: optionsOfDrafts(next) });
  };

  // Spec §5: every option needs a value. The field form knows nothing of options, so a submit with
  // an empty one stops at the form element, before React's handler at the root would send it, and
  // the missing values show instead of the server's refusal.
  const firstBlank = drafts.find((draft) => draft.value.trim() === '')?.key ?? null;
  useEffect(() => {
    const form = list.current?.closest('form');
    if (!form) return;
    const refuse = (event: SubmitEvent) => {
      setSubmitted(true);
      if (firstBlank === null) return;
      event.preventDefault();
      event.stopPropagation();
      list.current?.querySelector<HTMLInputElement>(`[data-option-key="${firstBlank}"]`)?.focus();
    };
    form.addEventListener('submit', refuse);
    return () => form.removeEventListener('submit', refuse);
  }, [firstBlank]);

  // A new option's value input takes focus, so adding and typing follow on from the keyboard.
  useEffect(() => {
    if (!focusNext.current) return;
    list.current?.querySelector<HTMLInputElement>(`[data-option-key="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [drafts]);

  const add = () => {
    const next = addDraft(drafts, randomOptionColor());
    focusNext.current = next[next.length - 1]?.key ?? null;
    update(next);
  };

  return (
    <div className={styles.editor}>
      <span id={headingId} className={styles.heading}>
        Options
      </span>
      <ul ref={list} className={styles.rows} aria-labelledby={headingId}>
        {drafts.map((draft, index) => (
          <OptionRow
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            showErrors={submitted || left.has(draft.key)}
            onChange={(change) => update(changeDraft(drafts, draft.key, change))}
            onMove={(to) => update(moveDraft(drafts, index, to))}
            onRemove={() => update(removeDraft(drafts, draft.key))}
            onLeave={() => setLeft((keys) => new Set(keys).add(draft.key))}
            onDragStart={() => {
              dragged.current = draft.key;
            }}
            onDrop={() => {
              const from = drafts.findIndex((candidate) => candidate.key === dragged.current);
              dragged.current = null;
              if (from !== -1) update(moveDraft(drafts, from, index));
            }}
          />
        ))}
      </ul>
      <button type="button" className={styles.add} onClick={add} disabled={drafts.length >= selectOptionLimits.maxOptions}>
        <Plus size={14} aria-hidden />
        Add an option
      </button>
    </div>
  );
}
