import { describe, expect, it } from 'vitest';
import { generatedFormulaParserIsCurrent } from '../../../../scripts/generate-formula-parser.mjs';

describe('the generated formula parser', () => {
  it('is what formula-grammar.peggy generates now (run npm run generate:formula-parser -w @cellar/core)', async () => {
    expect(await generatedFormulaParserIsCurrent()).toBe(true);
  });
});
