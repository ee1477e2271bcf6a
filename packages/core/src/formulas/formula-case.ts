import { environmentOf, type FormulaEnvironment, type FormulaField } from './environment.js';
import type { FormulaErrorKind, FormulaRow } from './formula.js';
import { formulaValueFromApi, type FormulaApiValue } from './formula-api-value.js';
import { arrayOf, type FormulaScalarType, type FormulaType } from './formula-type.js';
import type { FormulaValue } from './functions/function-def.js';

/**
 * The shared case table's format (issue 34): one formula over one row, and what it must give. Core's
 * evaluator runs every case (formula-cases.test.ts) and so does each engine's SQL (the server's
 * runner makes a table with these fields, writes the values through the API, adds the formula field
 * and reads its value back), so the preview and the stored column cannot disagree.
 */
export interface FormulaCase {
  /** Unique; says what is being shown ("divide by zero is empty"). */
  name: string;
  /** As a person types it (names, not ids). The formula field itself is named 'Formula'. */
  formula: string;
  /** The row's fields: a text, number, boolean or date field of the table, by type. */
  fields?: FormulaCaseField[];
  /** A link field of the row, to a second table, with the linked rows in link order. */
  link?: FormulaCaseLink;
  /** The clock `now()` and `today()` read, ISO 8601 UTC. */
  now?: string;
  /** The value in the API's form, or the kind of error. */
  expect: FormulaCaseExpectation;
}

/**
 * One field of the row. `type` says which field to make: text → a text field, number → a number
 * field with those decimal places, boolean → a boolean field, date → a date field with or without
 * time (shown as ISO, in UTC). `value` is the cell as the API writes it: "3.50", "2024-01-31",
 * "2024-01-31T10:00:00Z", true, text, or null for an empty cell.
 */
export interface FormulaCaseField {
  name: string;
  id: number;
  type: FormulaScalarType;
  value: string | boolean | null;
}

/**
 * A link field named `name` to a table with `fields` (the first is its primary field); `rows` are the
 * linked rows in link order, each cell by field name in the API's form. `field('<link name>')` is the
 * list of the linked rows' primary values.
 */
export interface FormulaCaseLink {
  name: string;
  id: number;
  fields: { name: string; id: number; type: FormulaScalarType }[];
  rows: Record<string, string | boolean | null>[];
}

/**
 * `value`: the formula field's value in the API's form (formula-api-value.ts); a list's items as their
 * values only, in link order (engines answer `[{id, value}]`: compare the values). `type`, when given,
 * is the inferred type. `error`: the formula is refused with that kind of error.
 */
export type FormulaCaseExpectation = { value: FormulaApiValue; type?: FormulaType } | { error: FormulaErrorKind };

/** The fields a case's formula may name, as core's type checker sees them. */
export function formulaCaseEnvironment(testCase: FormulaCase): FormulaEnvironment {
  const fields: FormulaField[] = (testCase.fields ?? []).map(({ name, id, type }) => ({ name, id, type }));
  const link = testCase.link;
  if (link) {
    const primary = link.fields[0]!;
    const linked = environmentOf(link.fields.map(({ name, id, type }) => ({ name, id, type })));
    fields.push({ name: link.name, id: link.id, type: arrayOf(primary.type), linked: () => linked });
  }
  return environmentOf(fields, { name: 'Formula', id: 999_999 });
}

/** The case's row, as core's evaluator reads it. */
export function formulaCaseRow(testCase: FormulaCase): FormulaRow {
  const fields = new Map((testCase.fields ?? []).map((field) => [field.id, formulaValueFromApi(field.value, field.type)]));
  const link = testCase.link;
  const linkedValues = (targetFieldId: number): FormulaValue[] => {
    const target = link?.fields.find((field) => field.id === targetFieldId);
    return target ? link!.rows.map((row) => formulaValueFromApi(row[target.name] ?? null, target.type)) : [];
  };
  return {
    value: (fieldId) => (link && fieldId === link.id ? linkedValues(link.fields[0]!.id) : (fields.get(fieldId) ?? null)),
    lookup: (throughFieldId, targetFieldId) => (link && throughFieldId === link.id ? linkedValues(targetFieldId) : []),
  };
}
