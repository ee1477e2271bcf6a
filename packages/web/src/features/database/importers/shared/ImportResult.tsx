import { guessColumnType, importDataProblem, importedColumnCount, importedColumnValues, type ImportedColumnType } from '@cellar/core';
import { useEffect, useMemo, useState } from 'react';
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
  const data = checked && 'data' in checked ? checked.data : null;
  const guessed = useMemo(() => (data ? guessedTypes(data, firstRowHeader) : []), [data, firstRowHeader]);
  // What the person chose replaces the guess, until other data or another header choice guesses again.
  const [chosen, setChosen] = useState<{ for: ImportedColumnType[]; types: ImportedColumnType[] }>({ for: guessed, types: guessed });
  const columnTypes = chosen.for === guessed ? chosen.types : guessed;
  const choose = (index: number, type: ImportedColumnType) => setChosen({ for: guessed, types: columnTypes.map((current, at) => (at === index ? type : current)) });
  useEffect(() => {
    onChange(data ? { data, firstRowHeader, columnTypes } : null);
  }, [data, firstRowHeader, columnTypes, onChange]);
  if (!checked) return null;
  if ('error' in checked) {
    return (
      <Alert tone="error" title="Something went wrong">
        {checked.error}
      </Alert>
    );
  }
  return <ImportPreview data={checked.data} firstRowHeader={firstRowHeader} columnTypes={columnTypes} onTypeChange={choose} />;
}

function guessedTypes(data: string[][], firstRowHeader: boolean): ImportedColumnType[] {
  return Array.from({ length: importedColumnCount(data) }, (_, index) => guessColumnType(importedColumnValues(data, firstRowHeader, index)));
}

function checkOutcome(outcome: ReadOutcome | null): ReadOutcome | null {
  if (!outcome || 'error' in outcome) return outcome;
  const problem = importDataProblem(outcome.data);
  return problem ? { error: problem } : outcome;
}
