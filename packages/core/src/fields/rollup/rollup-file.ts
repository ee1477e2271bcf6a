import { linkedFileRules } from '../formula/computed-file.js';

/** A rollup in a database file: its link field and the linked table's field by file id, its function by name. */
export const rollupFileRules = linkedFileRules(['through', 'target']);
