import type { DocumentedTable, RowOperationDoc } from '@cellar/core';

/** The ids the sidebar links to: one per general section, table and operation. */
export const docsAnchors = {
  introduction: 'introduction',
  authentication: 'authentication',
  listing: 'listing-rows',
  errors: 'errors',
  table: (table: DocumentedTable) => `table-${table.id}`,
  fields: (table: DocumentedTable) => `table-${table.id}-fields`,
  operation: (table: DocumentedTable, operation: RowOperationDoc) => `table-${table.id}-${operation.key}`,
};
