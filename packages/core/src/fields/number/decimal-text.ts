/** A decimal number held as text, so 50-digit values never pass through a float. */
export interface DecimalParts {
  negative: boolean;
  /** Digits before the point, without leading zeros ("" for zero). */
  whole: string;
  /** Digits after the point, as written (trailing zeros count, as in the reference). */
  fraction: string;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Splits decimal text like "-12.50" into its parts; null when it is not a plain decimal. */
export function parseDecimalText(text: string): DecimalParts | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return { negative: sign === '-', whole: whole.replace(/^0+/, ''), fraction };
}

/** Rounds to `places` decimals, half away from zero, and writes exactly that many decimals. */
export function roundDecimal(parts: DecimalParts, places: number): string {
  const digits = `${parts.whole}${parts.fraction.padEnd(places + 1, '0').slice(0, places)}`;
  const next = parts.fraction.padEnd(places + 1, '0')[places] ?? '0';
  let scaled = BigInt(digits === '' ? '0' : digits);
  if (next >= '5') scaled += 1n;
  const text = scaled.toString().padStart(places + 1, '0');
  const whole = places === 0 ? text : text.slice(0, -places);
  const fraction = places === 0 ? '' : `.${text.slice(-places)}`;
  const isZero = scaled === 0n;
  return `${parts.negative && !isZero ? '-' : ''}${whole}${fraction}`;
}
