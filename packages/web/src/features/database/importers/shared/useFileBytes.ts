import { useEffect, useState } from 'react';
import { readImportFile, type FileBytes } from './read-file';

/** The bytes of the chosen file, read again whenever another is chosen; null while there are none yet. */
export function useFileBytes(file: File | null): FileBytes | null {
  const [read, setRead] = useState<{ file: File; result: FileBytes } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    readImportFile(file).then(
      (result) => current && setRead({ file, result }),
      (error: unknown) => current && setRead({ file, result: { error: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [file]);
  // A result for an earlier file is stale the moment another is chosen.
  return read && read.file === file ? read.result : null;
}
