import { environmentOf, fieldTypeOf, formulaFunctions, formulaTypeOfField, type Field, type FormulaEnvironment, type FormulaField } from '@cellar/core';
import type { CompletionField, CompletionFunction, CompletionSources } from './formulaCompletion';
import { linkedTableOf, type FormulaFields } from './useFormulaFields';
import { optionsOf } from '../fieldValues';

// What the editor completes and what core types a formula against, from the fields the browser holds: the
// same environment the server builds from its records, so the editor's errors are the ones saving would give.

const formulaFieldOf = (field: Field, linked?: FormulaEnvironment): FormulaField => ({
  id: field.id,
  name: field.name,
  type: formulaTypeOfField(field.type, optionsOf(field) as Record<string, unknown>),
  ...(linked ? { linked: () => linked } : {}),
});

/** The environment a formula of the open table is typed in; `self` is the field being defined (naming it is an error). */
export function formulaEnvironmentOf(data: FormulaFields, self: { id?: number; name?: string }): FormulaEnvironment {
  const own = data.fields.map((field) => {
    const linked = linkedTableOf(field) === null ? undefined : environmentOf((data.linkedFieldsOf(field) ?? []).map((item) => formulaFieldOf(item)));
    return formulaFieldOf(field, linked);
  });
  return environmentOf(own, self);
}

const completionFieldOf = (field: Field): CompletionField => ({ name: field.name, detail: `A ${fieldTypeOf(field.type).label.toLowerCase()} field`, isLink: linkedTableOf(field) !== null });

/** Every function people type (operators have their signs), for completion and the signature help. */
export const completionFunctions: CompletionFunction[] = Object.values(formulaFunctions)
  .filter((fn) => fn.category !== 'operator')
  .map(({ name, signature, description, example }) => ({ name, signature, description, example }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The names the editor completes: the table's fields but the one being defined, the functions, and a link's fields for `lookup`. */
export function completionSourcesOf(data: FormulaFields, selfId: number | undefined): CompletionSources {
  return {
    fields: data.fields.filter((field) => field.id !== selfId).map(completionFieldOf),
    functions: completionFunctions,
    linkedFields: (linkName) => {
      const link = data.fields.find((field) => field.name === linkName);
      return link ? (data.linkedFieldsOf(link) ?? []).map(completionFieldOf) : [];
    },
  };
}
