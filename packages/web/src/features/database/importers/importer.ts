import type { ImportedColumnType, ImporterType, ValuesNotFitting } from '@cellar/core';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { CsvEncoding, CsvSeparator } from './csv/csv-options';

/** The rows an importer read, ready to send as contract §8's `data` and `first_row_header`. */
export interface ImportedData {
  data: string[][];
  firstRowHeader: boolean;
  /** The type each column becomes once the table exists: guessed from its values, or as the person chose. */
  columnTypes: ImportedColumnType[];
  /** What becomes of values that do not fit their column's type: emptied, or their rows left out and reported. */
  valuesNotFitting: ValuesNotFitting;
  /** Set when the file is too large to read here: `data` is then only a sample of its start, and the file goes to the server. */
  streamed?: StreamedFile;
}

/**
 * A CSV file over spec §9's 15 MB: sent as it is to the server, which reads it as it arrives
 * (issue 12, point 2), with how to read it. Only CSV is imported this way today.
 */
export interface StreamedFile {
  file: File;
  separator: CsvSeparator;
  encoding: CsvEncoding;
  /** The rows (header left out) the whole file likely holds, from the sample's rows per byte. */
  estimatedRows: number;
}

/** Imported data whose file the server reads. */
export type StreamedImport = ImportedData & { streamed: StreamedFile };

/** What the create table modal hands an importer's form. */
export interface ImporterFormProps {
  /** True once the person tried to create the table: a missing file or text then says it is required. */
  submitted: boolean;
  /** Called with the rows whenever the input reads cleanly, and with null whenever it does not. */
  onChange: (imported: ImportedData | null) => void;
}

/** One way to fill a new table: how the choice reads and the form that reads the input. */
export interface Importer<T extends ImporterType = ImporterType> {
  type: T;
  /** The choice in the create table modal, e.g. 'Choose CSV file'. */
  label: string;
  icon: LucideIcon;
  Form: ComponentType<ImporterFormProps>;
}

/** What reading an input gave: the rows (and, for CSV, the separator that split them), or the sentence that says why there are none. */
export type ReadOutcome = { data: string[][]; separator?: string } | { error: string };
