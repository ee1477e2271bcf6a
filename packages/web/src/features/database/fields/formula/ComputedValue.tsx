import { resultFieldOf, type ComputedDisplayOptions, type Field } from '@cellar/core';
import { Check } from 'lucide-react';
import type { CellProps, EditorProps, RowModalInputProps } from '../fieldUi';
import { cellText, optionsOf, typeOf } from '../fieldValues';
import cells from '../shared/cells.module.css';
import links from '../link-row/linkRow.module.css';
import styles from './computed.module.css';

// Formula, lookup, rollup and count cells are the server's: shown by the type of their result (a
// number with its places, a checkbox, chips for a list), never edited, copied as their text.

const computedOptions = (field: Field) => optionsOf(field) as ComputedDisplayOptions;

/** One item of a list value as its own type shows it: core's display of a scalar of the item type. */
function itemText(field: Field, item: unknown): string {
  const options = computedOptions(field);
  const value = item !== null && typeof item === 'object' && 'value' in item ? (item as { value: unknown }).value : item;
  const display = typeOf(field).toDisplay ?? typeOf(field).toText;
  return display(value, { ...options, formula_type: options.array_formula_type ?? 'text', array_formula_type: null });
}

/** A computed value: chips for a list, a read-only checkbox for a boolean, else its text (numbers right-aligned in the grid's columns). */
export function ComputedValue({ field, value, inColumn = true }: { field: Field; value: unknown; inColumn?: boolean }) {
  const result = resultFieldOf(computedOptions(field));
  if (result.type === 'array') {
    const texts = (Array.isArray(value) ? value : []).map((item) => itemText(field, item)).filter((text) => text !== '');
    return (
      <div className={links.cell}>
        {texts.map((text, index) => (
          <span key={index} className={links.chip}>
            <span className={links.chipText}>{text}</span>
          </span>
        ))}
      </div>
    );
  }
  if (result.type === 'boolean') {
    return (
      <div className={cells.checkboxCell}>
        <span className={[cells.checkbox, styles.readOnlyBox].join(' ')} role="checkbox" aria-checked={value === true} aria-readonly="true" aria-label={field.name}>
          {value === true && <Check size={13} strokeWidth={3} aria-hidden />}
        </span>
      </div>
    );
  }
  return <div className={result.type === 'number' && inColumn ? cells.number : cells.text}>{cellText(field, value)}</div>;
}

/** A computed cell in the grid. */
export function ComputedCell({ field, value }: CellProps) {
  return <ComputedValue field={field} value={value} />;
}

/** The grid's "editor" of a computed cell: the value, announced as read only (the server computes it). */
export function ComputedEditor({ field, value }: EditorProps) {
  return (
    <output className={styles.readOnly} aria-label={`${field.name} (read only)`}>
      <ComputedValue field={field} value={value} />
    </output>
  );
}

/** A computed value in the row modal, beside its label. */
export function ComputedRowModalInput({ field, value, id }: RowModalInputProps) {
  return (
    <output id={id} className={styles.readOnly} aria-label={`${field.name} (read only)`}>
      <ComputedValue field={field} value={value} inColumn={false} />
    </output>
  );
}
