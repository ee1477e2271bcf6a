import { useQuery } from '@tanstack/react-query';
import { useDatabaseApi } from '../../DatabaseApiContext';
import { useDebounced } from '../link-row/useSelectableRows';

/**
 * The server's word on a formula the editor found fine (the type endpoint, saving nothing): its
 * error when it sees one the browser could not (a field it holds that the browser does not yet),
 * else null. Asked once typing pauses, and once per text.
 */
export function useServerFormulaCheck(tableId: number, formula: string, name: string, enabled: boolean): string | null {
  const api = useDatabaseApi();
  const settled = useDebounced(formula, 400);
  const answer = useQuery({
    queryKey: ['database', 'table', tableId, 'formula-type', settled, name],
    queryFn: () => api.typeFormula(tableId, { formula: settled, name }),
    enabled: enabled && settled === formula && settled.trim() !== '' && Number.isInteger(tableId),
    staleTime: 60_000,
    retry: false,
  });
  if (!enabled || settled !== formula) return null;
  if (answer.error) return answer.error.message;
  return answer.data?.formula_type === 'invalid' ? (answer.data.error ?? 'The formula does not work') : null;
}
