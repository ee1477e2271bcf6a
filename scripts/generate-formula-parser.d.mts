/** The formula parser's source, as formula-grammar.peggy generates it now. */
export function generateFormulaParser(): Promise<string>;
/** Whether the committed formula-parser.generated.ts is what the grammar generates now. */
export function generatedFormulaParserIsCurrent(): Promise<boolean>;
