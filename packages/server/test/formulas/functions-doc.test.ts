import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formulaFunctions } from '@cellar/core';

// docs/formulas.md lists every function people can use: one the registry gains without a line there
// fails here, so the page cannot fall behind the editor's completion.
const doc = readFileSync(new URL('../../../../docs/formulas.md', import.meta.url), 'utf8');

describe('docs/formulas.md', () => {
  it.each(Object.values(formulaFunctions).map((fn) => [fn.name, fn.signature] as const))('lists %s', (name, signature) => {
    expect(doc).toContain(`| \`${name}\` | \`${signature}\` |`);
  });
});
