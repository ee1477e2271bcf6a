import type { Field, FieldChangePreview } from '@cellar/core';
import { useState } from 'react';
import { useDatabaseApi } from '../../DatabaseApiContext';
import type { FieldFormValues } from './fieldFormValues';

const cells = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'cell' : 'cells'}`;

/** The warning a dry run gives before a field change, or null when no cell would lose or change its value. */
export function lossWarning({ filled, emptied, changed }: FieldChangePreview): string | null {
  if (emptied === 0 && changed === 0) return null;
  const parts = [emptied > 0 && `${emptied.toLocaleString('en-US')} will become empty`, changed > 0 && `${changed.toLocaleString('en-US')} will change`].filter(Boolean);
  return `Of the ${cells(filled)} with a value, ${parts.join(' and ')}. Save again to change the field anyway.`;
}

/**
 * Asks the server what a change to an existing field would do to its cells before it is saved,
 * and holds the save once when values would be lost or changed, so the person sees how many
 * first (no peer warns). Saving the same values again goes ahead.
 */
export function useLossWarning(field: Field | null) {
  const api = useDatabaseApi();
  const [warned, setWarned] = useState<{ values: string; text: string } | null>(null);
  return {
    /** The warning for these values, if they are the ones it was given for. */
    warningFor: (values: FieldFormValues) => (warned && warned.values === JSON.stringify(values) ? warned.text : null),
    /** Whether to save now: nothing would be lost, or the person has seen the warning for exactly these values. */
    async mayChange(values: FieldFormValues): Promise<boolean> {
      if (!field) return true;
      const key = JSON.stringify(values);
      if (warned?.values === key) return true;
      const text = lossWarning(await api.previewFieldChange(field.id, { name: values.name, type: values.type, ...values.options }));
      if (text) setWarned({ values: key, text });
      return text === null;
    },
  };
}
