import { linkedFileRules } from '../formula/computed-file.js';

/** A lookup in a database file: its link field and the linked table's field by file id (or by name, as a body may). */
export const lookupFileRules = linkedFileRules(['through', 'target']);
