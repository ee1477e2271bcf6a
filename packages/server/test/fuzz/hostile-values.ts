import fc from 'fast-check';

// What hostile clients send where a server expects an id, a string, a choice or a list. Each
// value is one that once reached the database unchecked somewhere (issue 14), or a close cousin.

/** Ids past PostgreSQL's integer range, at its edges, and not ids at all. */
export const hostileId = fc.constantFrom<string | number>(
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  '99999999999999999999999',
  '0',
  '00000000000000000000001',
);

/** Strings with NUL, lone surrogates, control characters, and sheer length. */
export const hostileString = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udfffy', '\ud83d', '\u202e\u0007\u001b[31m', '%00', '\\', "'; drop table users; --", '<script>alert(1)</script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 3 }).map((scale) => 'x'.repeat(10 ** (scale + 3))),
);

/** Numbers a schema may not expect: beyond integers, negative, fractional, exponent-sized. */
export const hostileNumber = fc.constantFrom(-1, 0, 0.5, -0, 1e308, -1e308, 2 ** 31, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e-320);

/** Values shaped unlike anything a field wants: nested, object-with-toString, huge lists. */
export const hostileShape = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { toString: 'x' }, { valueOf: 1, toString: {} }, { __proto__: { admin: true } }, { constructor: { prototype: {} } }),
  fc.nat({ max: 2 }).map((scale) => Array.from({ length: 7 * 10 ** (scale + 2) }, (_, i) => i + 1)),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
);

/** Any hostile value for a place in a body or a query. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileId, hostileString, hostileNumber, hostileShape);

/** Raw request bodies that are not an object of fields. */
export const hostileRawBody = fc.constantFrom(
  'null',
  '[]',
  '"x"',
  '123',
  'true',
  '{',
  '{"a":1,}',
  '\u0000',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  '{"__proto__":{"is_staff":true}}',
  '{"constructor":{"prototype":{"is_staff":true}}}',
);
