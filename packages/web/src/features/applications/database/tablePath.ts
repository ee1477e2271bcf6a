/** The table route of spec §2 for one table of a database. */
export function tablePath(databaseId: number, tableId: number): string {
  return `/database/${databaseId}/table/${tableId}`;
}
