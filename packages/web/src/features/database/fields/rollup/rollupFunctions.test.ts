import type { Field } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { rollupFunctionsFor } from './rollupFunctions';

const field = (type: Field['type'], extra: Record<string, unknown> = {}): Field => ({ id: 5, table_id: 8, name: 'Target', order: 1, type, primary: false, ...extra });
const names = (target: Field | null) => rollupFunctionsFor(target).map((fn) => fn.name);

describe('the rollup functions offered', () => {
  it('are the one-argument aggregates, those taking the target field’s values', () => {
    const forNumbers = names(field('number', { number_type: 'DECIMAL', number_decimal_places: 2 }));
    expect(forNumbers).toEqual(expect.arrayContaining(['sum', 'avg', 'min', 'max', 'count']));
    expect(forNumbers).not.toContain('join');
    expect(forNumbers).not.toContain('filter');
    const forText = names(field('text'));
    expect(forText).toContain('count');
    expect(forText).not.toContain('sum');
    expect(names(null)).toEqual(expect.arrayContaining(['sum', 'count']));
  });
});
