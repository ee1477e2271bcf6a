import type { CompiledFormula, Field } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useDatabaseApi } from '../../DatabaseApiContext';
import { useTableViews } from '../../queries';
import { previewText } from './formulaPreview';
import styles from './formulaEditor.module.css';

/** The first row of the open view, for the preview. */
function useFirstRow(tableId: number) {
  const api = useDatabaseApi();
  const params = useParams();
  const views = useTableViews(tableId);
  const viewId = params.viewId ? Number(params.viewId) : views.data?.find((view) => view.type === 'grid')?.id;
  const rows = useQuery({
    queryKey: ['database', 'view', viewId, 'formula-preview-row'],
    queryFn: ({ signal }) => api.gridRows(viewId!, { offset: 0, limit: 1 }, { signal }),
    enabled: viewId !== undefined,
    staleTime: 30_000,
  });
  return rows.data?.results[0];
}

/** "First row: …": what the formula gives for the first row in view, computed as it is typed. */
export function FormulaPreview({ tableId, compiled, fields, values }: { tableId: number; compiled: Extract<CompiledFormula, { ok: true }>; fields: Field[]; values: Record<string, unknown> }) {
  const row = useFirstRow(tableId);
  const text = row ? previewText(compiled, row, fields, values) : null;
  if (text === null) return null;
  return (
    <p className={styles.resultType}>
      First row: <output className={styles.preview}>{text === '' ? '(empty)' : text}</output>
    </p>
  );
}
