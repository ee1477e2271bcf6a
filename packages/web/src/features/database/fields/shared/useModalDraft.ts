import { useState } from 'react';
import type { RowModalInputProps } from '../fieldUi';
import { cellText, sameValue, typedError, typedValue } from '../fieldValues';

/**
 * The draft of a row-modal input: shows the saved value until the person types, saves valid
 * changed text when they leave the input or press Enter, and keeps invalid text with its message.
 */
export function useModalDraft({ field, value, onSave }: Pick<RowModalInputProps, 'field' | 'value' | 'onSave'>) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? cellText(field, value);
  const error = draft === null ? null : typedError(field, draft);

  const commit = () => {
    if (draft === null || error) return;
    const next = typedValue(field, draft);
    if (!sameValue(next, value)) onSave(next);
    setDraft(null);
  };
  const reset = () => setDraft(null);
  return { text, error, setDraft, commit, reset };
}
