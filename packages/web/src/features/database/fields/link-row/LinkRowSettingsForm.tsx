import type { Table } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '../../../../ui/Alert';
import { Dropdown } from '../../../../ui/Dropdown';
import { useDatabaseApi } from '../../DatabaseApiContext';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';

/** The tables of the open table's database, from the route. */
function useOtherTables(): { tables: Table[] | undefined; tableId: number } {
  const params = useParams();
  const databaseId = Number(params.databaseId);
  const tableId = Number(params.tableId);
  const api = useDatabaseApi();
  const tables = useQuery({
    queryKey: ['database', 'database', databaseId, 'tables'],
    queryFn: () => api.listTables(databaseId),
    enabled: Number.isInteger(databaseId) && databaseId > 0,
  });
  return { tables: tables.data?.filter((table) => table.id !== tableId), tableId };
}

/**
 * A link field's settings: the table to link to, one of the other tables of the same database
 * (spec §7); changing it on an existing field warns that its links will be lost.
 */
export function LinkRowSettingsForm({ values, onChange }: SettingsFormProps) {
  const { tables } = useOtherTables();
  const target = typeof values.link_row_table === 'number' ? values.link_row_table : null;
  const [initial] = useState(target);
  if (tables && tables.length === 0) {
    return <Alert tone="error">You need at least one other table in the same database to create a link.</Alert>;
  }
  return (
    <>
      <SettingsRow label="Link to table">
        {(id) => (
          <Dropdown<number>
            id={id}
            options={(tables ?? []).map((table) => ({ value: table.id, label: table.name }))}
            value={target}
            placeholder="Choose a table"
            onChange={(link_row_table) => onChange({ ...values, link_row_table })}
          />
        )}
      </SettingsRow>
      {initial !== null && target !== initial && <Alert tone="warning">Changing the table to link to deletes every link this field has. All data will be lost.</Alert>}
    </>
  );
}
