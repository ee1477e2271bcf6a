import { useEffect, useState } from 'react';
import type { FileBytes } from '../shared/read-file';
import type { Workbook } from './read-xlsx';

/** The lazily loaded reader: the XLSX parser is a chunk of its own, fetched when the first workbook is read. */
export type XlsxReader = typeof import('./read-xlsx');

/** What opening a workbook gave, with the reader that reads its sheets. */
export type OpenedWorkbook = { workbook: Workbook; reader: XlsxReader } | { error: string };

/** Opens the workbook in the bytes read from the chosen file; null while the reader loads or there are no bytes yet. */
export function useWorkbook(read: FileBytes | null): OpenedWorkbook | null {
  const [opened, setOpened] = useState<{ read: FileBytes; result: OpenedWorkbook } | null>(null);
  useEffect(() => {
    if (!read || 'error' in read) return;
    let current = true;
    import('./read-xlsx').then(
      (reader) => {
        const result = reader.openWorkbook(read.bytes);
        if (current) setOpened({ read, result: 'error' in result ? result : { workbook: result.workbook, reader } });
      },
      (error: unknown) => current && setOpened({ read, result: { error: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [read]);
  if (read && 'error' in read) return read;
  return opened && opened.read === read ? opened.result : null;
}
