import { fieldTypes } from '../fields/registry.js';
import type { DatabaseFile } from './database-file-schema.js';
import type { DatabaseFileScope } from './file-rules.js';

/** The file's fields by table and name, and where its links lead, for what computed fields name (file-rules.ts). */
export function databaseFileScope(file: DatabaseFile): DatabaseFileScope {
  const byName = new Map<number, Map<string, number>>();
  const fields = new Map<number, { tableId: number; name: string; linkedTableId: number | undefined }>();
  for (const table of file.database.tables) {
    const names = new Map<string, number>();
    byName.set(table.id, names);
    for (const field of table.fields) {
      names.set(field.name, field.id);
      const link = fieldTypes[field.type].databaseFile?.link?.(field.options);
      fields.set(field.id, { tableId: table.id, name: field.name, linkedTableId: link?.tableId });
    }
  }
  return {
    fieldOf: (tableId, ref) => (ref.by === 'name' ? byName.get(tableId)?.get(ref.name) : fields.get(ref.id)?.tableId === tableId ? ref.id : undefined),
    linkedTableOf: (fieldId) => fields.get(fieldId)?.linkedTableId,
    nameOf: (fieldId) => fields.get(fieldId)?.name,
  };
}
