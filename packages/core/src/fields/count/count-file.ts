import { linkedFileRules } from '../formula/computed-file.js';

/** A count in a database file: its link field by file id. */
export const countFileRules = linkedFileRules(['through']);
