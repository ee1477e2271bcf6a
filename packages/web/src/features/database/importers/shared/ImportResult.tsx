import { importDataProblem } from '@cellar/core';
import { useEffect, useMemo } from 'react';
import { Alert } from '../../../../ui/Alert';
import type { ImporterFormProps, ReadOutcome } from '../importer';
import { ImportPreview } from './ImportPreview';

/**
 * What an importer read, shown and handed up: the error alert, or the quick preview. The rows
 * go to the modal only when the create table request can take them; otherwise it gets null
 * (spec §4: data is cleared and an error shown whenever input is invalid).
 */
export function ImportResult({ outcome, firstRowHeader, onChange }: { outcome: ReadOutcome | null; firstRowHeader: boolean; onChange: ImporterFormProps['onChange'] }) {
  const checked = useMemo(() => checkOutcome(outcome), [outcome]);
  useEffect(() => {
    onChange(checked && 'data' in checked ? { data: checked.data, firstRowHeader } : null);
  }, [checked, firstRowHeader, onChange]);
  if (!checked) return null;
  if ('error' in checked) {
    return (
      <Alert tone="error" title="Something went wrong">
        {checked.error}
      </Alert>
    );
  }
  return <ImportPreview data={checked.data} firstRowHeader={firstRowHeader} />;
}

function checkOutcome(outcome: ReadOutcome | null): ReadOutcome | null {
  if (!outcome || 'error' in outcome) return outcome;
  const problem = importDataProblem(outcome.data);
  return problem ? { error: problem } : outcome;
}
