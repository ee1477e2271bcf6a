import { defineFormulaFunction } from '../function-def.js';
import { takes } from '../typing.js';
import { asText } from '../values.js';
import { boundText, replacementTooLarge } from '../text-bounds.js';

// A pattern that JavaScript cannot read (SQL's regular expressions differ in rare corners) gives
// the reference's marker, as its try_regexp_replace does for a pattern PostgreSQL refuses.
const invalidPattern = '#ERROR!';

/**
 * PostgreSQL's replacement text, read for JavaScript: `\1`…`\9` a group, `\&` the whole match,
 * `\\` a backslash; everything else as written (a `$` stays a `$`).
 */
function replacer(replacement: string) {
  return (match: string, ...rest: unknown[]) => {
    const groups = rest.slice(0, rest.findIndex((item) => typeof item === 'number'));
    return replacement.replace(/\\([0-9&\\])/g, (_, which: string) => {
      if (which === '&') return match;
      if (which === '\\') return '\\';
      return which === '0' ? match : String(groups[Number(which) - 1] ?? '');
    });
  };
}

/** Every match of a regular expression replaced (SQL `regexp_replace(text, pattern, replacement, 'g')`). */
export const regexReplace = defineFormulaFunction({
  name: 'regex_replace',
  category: 'text',
  signature: 'regex_replace(text, pattern, replacement)',
  description: 'The text with every match of the regular expression replaced; \\1 in the replacement is the first group.',
  example: "regex_replace(field('Phone'), '[^0-9]', '')",
  arity: { min: 3, max: 3 },
  typeOf: takes('regex_replace', ['text', 'text', 'text'], () => ({ type: 'text' })),
  evaluate: ([text, pattern, replacement]) => {
    let expression: RegExp;
    try {
      expression = new RegExp(asText(pattern ?? null), 'gu');
    } catch {
      return invalidPattern;
    }
    const source = asText(text ?? null);
    const by = asText(replacement ?? null);
    if (replacementTooLarge(source, by, 2)) return null;
    return boundText(source.replace(expression, replacer(by)));
  },
});
