/** ISO 8601 in UTC with a `Z`; fractional seconds as six digits, only when non-zero (contract §1.1). */
export function toIsoTimestamp(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : `${iso.slice(0, -1)}000Z`;
}
