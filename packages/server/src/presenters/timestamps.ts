/** ISO 8601 in UTC with a `Z`; fractional seconds as six digits, only when non-zero (contract §1.1). */
export function toIsoTimestamp(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : `${iso.slice(0, -1)}000Z`;
}

/**
 * The same instant as Python's `isoformat()` of a UTC time (`2020-01-01T12:00:00+00:00`): how the reference
 * keeps times inside JSON cells, where no serializer turns the offset into `Z` (contract §9.4).
 */
export function toPythonIsoformat(date: Date): string {
  return `${toIsoTimestamp(date).slice(0, -1)}+00:00`;
}
