/**
 * Python's name for the type of what a client sent. The reference API words its type errors
 * ("Expected a list of items but got type "str".", "…expected a dictionary, but got int.") with
 * the name Python gives the decoded JSON value, so every such message takes it from here.
 */
export function pythonTypeName(input: unknown): string {
  if (typeof input === 'string') return 'str';
  if (typeof input === 'boolean') return 'bool';
  if (typeof input === 'number') return Number.isInteger(input) ? 'int' : 'float';
  if (Array.isArray(input)) return 'list';
  return input === null || input === undefined ? 'NoneType' : 'dict';
}
