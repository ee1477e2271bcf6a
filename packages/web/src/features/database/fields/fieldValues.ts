import { constraintRefusal, fieldTypeOf, type AnyFieldType, type Field } from '@cellar/core';

const parsedOptions = new WeakMap<Field, object>();

/** A field's type options with defaults filled in, parsed once per field object. */
export function optionsOf(field: Field): object {
  let options = parsedOptions.get(field);
  if (!options) {
    const parsed = fieldTypeOf(field.type).optionsSchema.safeParse(field);
    options = parsed.success ? (parsed.data as object) : {};
    parsedOptions.set(field, options);
  }
  return options;
}

/** The core definition of a field's type. */
export function typeOf(field: Field): AnyFieldType {
  return fieldTypeOf(field.type);
}

/** The text a cell shows and is titled by: its type's display form (a number's prefix, separators, percent), else its text. */
export function cellText(field: Field, value: unknown): string {
  const type = typeOf(field);
  return (type.toDisplay ?? type.toText)(value, optionsOf(field));
}

/** The text a copied cell puts on the clipboard: its type's clipboard form, else the text it shows. */
export function copiedText(field: Field, value: unknown): string {
  const type = typeOf(field);
  return (type.toClipboard ?? type.toText)(value, optionsOf(field));
}

/** Whether the grid writes a field's cells: not a read-only type's (created_on, autonumber…), which the server refuses. */
export function isWritable(field: Field): boolean {
  return typeOf(field).readOnly !== true;
}

/** The `field_<id>` key of a field's cells in a row. */
export function cellKey(field: Pick<Field, 'id'>): `field_${number}` {
  return `field_${field.id}`;
}

/**
 * A field's options for reading what a person typed or pasted: with their browser's locale, so a number takes
 * the decimal comma where they write one (core's `withLocaleDecimal`); never sent anywhere.
 */
export function typingOptionsOf(field: Field): object {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  return { ...optionsOf(field), typing_locale: locale };
}

/** Checks what was typed in an editor; the message people see, or null when it can be saved. */
export function typedError(field: Field, text: string): string | null {
  const options = typingOptionsOf(field);
  // A field's rules that its value alone can break (required) speak in the editor too, before the server would refuse it.
  return typeOf(field).validateTyped(text, options) ?? constraintRefusal(field, typeOf(field).fromTyped(text, options));
}

/** The value typed text saves as. */
export function typedValue(field: Field, text: string): unknown {
  return typeOf(field).fromTyped(text, typingOptionsOf(field));
}

/** The value pasted text becomes (spec §5 paste rules). */
export function pastedValue(field: Field, text: string): unknown {
  return typeOf(field).fromPaste(text, typingOptionsOf(field));
}

/** The value an emptied cell gets: what an empty paste gives (null, '' or false). */
export function emptyValue(field: Field): unknown {
  return typeOf(field).fromPaste('', optionsOf(field));
}

/** The value a new row starts with before the server answers. */
export function defaultCellValue(field: Field): unknown {
  return typeOf(field).defaultValue(optionsOf(field));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Whether two cell values are the same, so saving would change nothing; null and '' both mean empty. */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A cell's value as a request body takes it, from the value a row answer holds (an option object
 * becomes its id, linked rows their ids): read back through the clipboard's lossless form, so
 * restoring a cell follows the same rule as pasting a copied one.
 */
export function writableValue(field: Field, value: unknown): unknown {
  // An empty cell stays null where its type takes null, rather than becoming an empty text.
  if (value === null && typeOf(field).parseApiValue(null, optionsOf(field)).ok) return null;
  return pastedValue(field, copiedText(field, value));
}
