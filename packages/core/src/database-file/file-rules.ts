// No imports: field and filter types name these rules, and the file's schema names those types.

/** Something wrong with a file: where (a dotted path into its JSON) and what. */
export interface DatabaseFileProblem {
  path: string;
  message: string;
}

/** The ids an import gave what the file names by its own ids; undefined for an id it did not create. */
export interface DatabaseFileIdMap {
  table(fileId: number): number | undefined;
  field(fileId: number): number | undefined;
  option(fileId: number): number | undefined;
  row(fileTableId: number, fileRowId: number): number | undefined;
}

/** A link's ends in a file: the table whose rows its cells list, and the field on the pair's other side. */
export interface DatabaseFileLink {
  tableId: number;
  relatedFieldId: number;
}

/**
 * What a computed field's settings may name in a file (issue 34): a table's fields by name or by
 * file id, links and where they lead. Built from the whole file (database-file/file-scope.ts).
 */
export interface DatabaseFileScope {
  /** The file id of the field of table `tableId` that `ref` names (by its name there, or by its file id when it is that table's); undefined for none. */
  fieldOf(tableId: number, ref: { by: 'name'; name: string } | { by: 'id'; id: number }): number | undefined;
  /** The file id of the table a link field leads to; undefined for a field that is no link. */
  linkedTableOf(fieldId: number): number | undefined;
  /** A field's name in the file, by its file id. */
  nameOf(fieldId: number): string | undefined;
}

/**
 * How a field type's settings and cells name other things of a database file, by the file's ids
 * (docs/database-file-format.md); only the types that do (link, single select, file) declare
 * these, each in its own folder, so the checks, the importer and the exporter need no switch.
 */
export interface FieldFileRules {
  /** Settings a file holds beyond the type's settings schema, which the schema would drop (a link's related field). */
  fileOptionKeys?: readonly string[];
  /**
   * For a type whose cells are lists of row ids of another table, paired with a field there (a
   * link): its ends, or null when the settings name none. The file's pairs are checked through it,
   * and the importer creates each pair once and writes its cells from one side.
   */
  link?(options: Record<string, unknown>): DatabaseFileLink | null;
  /** The select option ids the settings define; an option's id is unique in the file. */
  optionIds?(options: Record<string, unknown>): number[];
  /**
   * For a computed type (formula, lookup, rollup, count): the file ids of the fields its value is
   * computed from (those the file has), so the checks refuse a cycle and the importer creates it
   * after every stored field and after what it reads, then computes it once the rows are in.
   */
  reads?(options: Record<string, unknown>, tableId: number, scope: DatabaseFileScope): number[];
  /** The settings a field is created with: file ids mapped, ids the server sets left out (`scope`: the file's names, for a computed field's formula). */
  importOptions?(options: Record<string, unknown>, ids: DatabaseFileIdMap, scope?: DatabaseFileScope): Record<string, unknown>;
  /** Each file option id with the id its option got, given the created field's settings. */
  createdOptionIds?(fileOptions: Record<string, unknown>, createdOptions: Record<string, unknown>): [number, number][];
  /** A cell checked by the type's `parseApiValue`, with its file ids mapped; `options` are the file's. */
  importCell?(value: unknown, options: Record<string, unknown>, ids: DatabaseFileIdMap): unknown;
  /** A cell as the rows API presents it, as a file holds it (ids instead of presented objects). */
  exportCell?(value: unknown): unknown;
}

/** How a filter type's value names something of the file (a select option), for the types whose value does. */
export interface FilterFileRules {
  /** Why the value names nothing of the field (its file settings), or null when it is fine. */
  checkValue(value: string, fieldOptions: Record<string, unknown>): string | null;
  /** The value with its file id mapped onto the created one. */
  importValue(value: string, ids: DatabaseFileIdMap): string;
}
