import {
  guessColumnType,
  importDataProblem,
  importedColumnCount,
  importedColumnTypes,
  importedColumnValues,
  valuesNotFittingChoices,
  type ImportedColumnType,
  type ValuesNotFitting,
} from '@cellar/core';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../../ui/Alert';
import type { ImporterFormProps, ReadOutcome, StreamedFile } from '../importer';
import { sampleProblem, streamedColumnTypes } from '../streamed/streamed-import';
import { ImportPreview } from './ImportPreview';
import { SelectField } from './SelectField';

const allTypes = importedColumnTypes.map(({ type }) => type);

/**
 * What an importer read, shown and handed up: the error alert, or the quick preview. The rows
 * go to the modal only when the create table request can take them; otherwise it gets null
 * (spec §4: data is cleared and an error shown whenever input is invalid). With `streamed`,
 * the rows are a sample of a file the server reads: only what the sample can tell is checked,
 * and columns are offered only the types a sample can set up.
 */
export function ImportResult({
  outcome,
  firstRowHeader,
  streamed,
  onChange,
}: {
  outcome: ReadOutcome | null;
  firstRowHeader: boolean;
  streamed?: StreamedFile;
  onChange: ImporterFormProps['onChange'];
}) {
  const isSample = streamed !== undefined;
  const checked = useMemo(() => checkOutcome(outcome, isSample ? sampleProblem : importDataProblem), [outcome, isSample]);
  const data = checked && 'data' in checked ? checked.data : null;
  const types = isSample ? streamedColumnTypes : allTypes;
  const guessed = useMemo(() => (data ? guessedTypes(data, firstRowHeader, types) : []), [data, firstRowHeader, types]);
  // What the person chose replaces the guess, until other data or another header choice guesses again.
  const [chosen, setChosen] = useState<{ for: ImportedColumnType[]; types: ImportedColumnType[] }>({ for: guessed, types: guessed });
  const columnTypes = chosen.for === guessed ? chosen.types : guessed;
  const choose = (index: number, type: ImportedColumnType) => setChosen({ for: guessed, types: columnTypes.map((current, at) => (at === index ? type : current)) });
  const [valuesNotFitting, setValuesNotFitting] = useState<ValuesNotFitting>('empty');
  useEffect(() => {
    onChange(data ? { data, firstRowHeader, columnTypes, valuesNotFitting, streamed } : null);
  }, [data, firstRowHeader, columnTypes, valuesNotFitting, streamed, onChange]);
  if (!checked) return null;
  if ('error' in checked) {
    return (
      <Alert tone="error" title="Something went wrong">
        {checked.error}
      </Alert>
    );
  }
  return (
    <>
      <ImportPreview data={checked.data} firstRowHeader={firstRowHeader} columnTypes={columnTypes} types={types} onTypeChange={choose} />
      {/* Only a typed column can have values that do not fit. */}
      {columnTypes.some((type) => type !== 'text' && type !== 'long_text') && (
        <SelectField label="Values that do not fit a column's type" value={valuesNotFitting} options={valuesNotFittingChoices} onChange={setValuesNotFitting} />
      )}
    </>
  );
}

// A guess the column may not take stays text.
function guessedTypes(data: string[][], firstRowHeader: boolean, types: readonly ImportedColumnType[]): ImportedColumnType[] {
  return Array.from({ length: importedColumnCount(data) }, (_, index) => {
    const guess = guessColumnType(importedColumnValues(data, firstRowHeader, index));
    return types.includes(guess) ? guess : 'text';
  });
}

function checkOutcome(outcome: ReadOutcome | null, problemOf: (data: string[][]) => string | null): ReadOutcome | null {
  if (!outcome || 'error' in outcome) return outcome;
  const problem = problemOf(outcome.data);
  return problem ? { error: problem } : outcome;
}
