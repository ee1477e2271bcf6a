/** A range as the rows see it: positions top to bottom (inclusive) and the same set of field ids for each. */
export interface RowsInRange {
  top: number;
  bottom: number;
  fieldIds: ReadonlySet<number>;
  /** Its first and last fields, where its outline's left and right sides go. */
  leftFieldId: number;
  rightFieldId: number;
}
