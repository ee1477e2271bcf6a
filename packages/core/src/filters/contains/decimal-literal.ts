// Python's `Decimal(text)` grammar, which the reference's contains filter asks of a number field's
// value (`DecimalField.get_prep_value`): a sign, digits (any script's, `_` between them), a point,
// an exponent, or Infinity/NaN in any case. A value it refuses makes the filter count for nothing.
const digits = String.raw`\p{Nd}(?:_?\p{Nd})*`;
const decimalLiteral = new RegExp(
  String.raw`^[+-]?(?:(?:${digits}(?:\.(?:${digits})?)?|\.${digits})(?:[eE][+-]?${digits})?|inf(?:inity)?|s?nan(?:${digits})?)$`,
  'iu',
);

/** Whether Python's `Decimal` reads the (trimmed) text: what counts as "a number" for `contains` on a number field. */
export function isDecimalLiteral(text: string): boolean {
  return decimalLiteral.test(text.trim());
}
