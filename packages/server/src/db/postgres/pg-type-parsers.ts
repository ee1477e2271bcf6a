import pg from 'pg';
import { parsersWithArrays, type TextParser } from '../type-parsers.js';

// pg's own text[] parser splits any one- or multi-dimensional array literal into strings
// (NULL entries become null); each string then goes through the element parser.
const TEXT_ARRAY_OID = 1009;
const getDefaultParser = pg.types.getTypeParser as (oid: number, format: string) => (value: string) => unknown;
const splitArray = getDefaultParser(TEXT_ARRAY_OID, 'text') as (text: string) => unknown[];

function mapElements(items: unknown[], element: TextParser): unknown[] {
  return items.map((item) =>
    Array.isArray(item) ? mapElements(item, element) : item === null ? null : element(item as string),
  );
}

const overrides = parsersWithArrays((text, element) => mapElements(splitArray(text), element));

/** A pg `types` option: our shared parsers first, pg's defaults for every other type. */
export const pgTypes = {
  getTypeParser(oid: number, format: 'text' | 'binary' = 'text'): (value: string) => unknown {
    const own = format === 'text' ? overrides[oid] : undefined;
    return own ?? getDefaultParser(oid, format);
  },
};
