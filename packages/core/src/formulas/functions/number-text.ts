/**
 * A number rounded as PostgreSQL's numeric rounds (half away from zero) to `places` decimals —
 * negative places round to tens, hundreds… The decimal text a JS number prints is rounded, not its
 * binary value, so 1.005 rounds to 1.01 as it does in SQL.
 */
export function roundFormulaNumber(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.trunc(places);
  const magnitude = Math.abs(value);
  // Past 2^53 a double has no fraction to round, and its text is in exponent form.
  if (magnitude >= 2 ** 53 && digits >= 0) return value;
  const shifted = String(magnitude).includes('e') ? magnitude * 10 ** digits : Number(`${magnitude}e${digits}`);
  const rounded = Number(`${Math.round(shifted)}e${-digits}`);
  const result = value < 0 ? -rounded : rounded;
  return result === 0 ? 0 : result;
}

/** A number as text with exactly `places` decimals ("3.50"), as `round(x, places)::text` prints it; never "-0.00". */
export function formulaNumberText(value: number, places: number): string {
  const rounded = roundFormulaNumber(value, places);
  // toFixed writes 1e21 and more in exponent form; SQL's numeric writes every digit.
  const text = Math.abs(rounded) < 1e21 ? rounded.toFixed(Math.max(0, places)) : `${BigInt(rounded)}${places > 0 ? `.${'0'.repeat(places)}` : ''}`;
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
