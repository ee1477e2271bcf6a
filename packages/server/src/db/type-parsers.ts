// Both engines hand us PostgreSQL's text output; parsing it with these same functions is
// what makes a query return identical JS values on PGlite and on pg.

/** Converts PostgreSQL's text form of one value into the JS value services receive. */
export type TextParser = (text: string) => unknown;

/** Type OIDs of the built-in types whose parsing we pin down (stable across PostgreSQL versions). */
export const TYPE_OIDS = {
  bool: 16,
  int8: 20,
  int2: 21,
  int4: 23,
  json: 114,
  float4: 700,
  float8: 701,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  numeric: 1700,
  jsonb: 3802,
} as const;

// The array type OID of each element type above; PGlite builds array parsers from the element
// parser by itself, pg needs them spelled out.
const ARRAY_OF: Record<number, number> = {
  1000: TYPE_OIDS.bool,
  1016: TYPE_OIDS.int8,
  1005: TYPE_OIDS.int2,
  1007: TYPE_OIDS.int4,
  199: TYPE_OIDS.json,
  1021: TYPE_OIDS.float4,
  1022: TYPE_OIDS.float8,
  1182: TYPE_OIDS.date,
  1115: TYPE_OIDS.timestamp,
  1185: TYPE_OIDS.timestamptz,
  1231: TYPE_OIDS.numeric,
  3807: TYPE_OIDS.jsonb,
};

// Row counts and ids fit a double long before they reach 2^53; exact decimals stay strings.
const toNumber: TextParser = (text) => Number(text);
const keepText: TextParser = (text) => text;
const toBoolean: TextParser = (text) => text === 't';
const parseJson: TextParser = (text) => JSON.parse(text);

// ISO DateStyle output: "2024-01-02 03:04:05.123456+02" (the offset only for timestamptz),
// optionally with minutes/seconds in the offset and " BC" for years before the common era.
const TIMESTAMP = /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:([+-])(\d\d)(?::?(\d\d))?(?::?(\d\d))?)?( BC)?$/;

/** Parses timestamp/timestamptz text into a Date (a timestamp without zone is read as local time, as pg does). */
export function parseTimestamp(text: string): unknown {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  const m = TIMESTAMP.exec(text);
  if (!m) return new Date(NaN);
  let year = Number(m[1]);
  if (m[12]) year = 1 - year;
  const [month, day, hour, minute, second] = [m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number];
  // Date keeps milliseconds only; truncating (not rounding) matches what PostgreSQL's own casts do.
  const ms = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  if (m[8] === undefined) {
    const local = new Date(2000, month - 1, day, hour, minute, second, ms);
    local.setFullYear(year);
    return local;
  }
  const utc = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  utc.setUTCFullYear(year);
  const offsetSeconds = Number(m[9]) * 3600 + Number(m[10] ?? 0) * 60 + Number(m[11] ?? 0);
  const sign = m[8] === '-' ? -1 : 1;
  return new Date(utc.getTime() - sign * offsetSeconds * 1000);
}

/** The parser of each pinned scalar type, keyed by type OID; the PGlite worker passes this map as is. */
export const scalarParsers: Record<number, TextParser> = {
  [TYPE_OIDS.bool]: toBoolean,
  [TYPE_OIDS.int8]: toNumber,
  [TYPE_OIDS.int2]: toNumber,
  [TYPE_OIDS.int4]: toNumber,
  [TYPE_OIDS.float4]: toNumber,
  [TYPE_OIDS.float8]: toNumber,
  [TYPE_OIDS.numeric]: keepText,
  [TYPE_OIDS.date]: keepText,
  [TYPE_OIDS.timestamp]: parseTimestamp,
  [TYPE_OIDS.timestamptz]: parseTimestamp,
  [TYPE_OIDS.json]: parseJson,
  [TYPE_OIDS.jsonb]: parseJson,
};

/** Scalar parsers plus array parsers built with the given array splitter (pg's, for the pg engine). */
export function parsersWithArrays(
  parseArray: (text: string, element: TextParser) => unknown,
): Record<number, TextParser> {
  const all: Record<number, TextParser> = { ...scalarParsers };
  for (const [arrayOid, elementOid] of Object.entries(ARRAY_OF)) {
    const element = scalarParsers[elementOid];
    if (element) all[Number(arrayOid)] = (text) => parseArray(text, element);
  }
  return all;
}
