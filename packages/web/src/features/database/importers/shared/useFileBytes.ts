import { useEffect, useState } from 'react';
import { readImportFile, type FileBytes, type LargeFiles } from './read-file';

/** The bytes of the chosen file (or of its start, when large and sampled), read again whenever another is chosen; null while there are none yet. */
export function useFileBytes(file: File | null, largeFiles: LargeFiles = 'refuse'): FileBytes | null {
  const [read, setRead] = useState<{ file: File; result: FileBytes } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    readImportFile(file, largeFiles).then(
      (result) => current && setRead({ file, result }),
      (error: unknown) => current && setRead({ file, result: { error: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [file, largeFiles]);
  // A result for an earlier file is stale the moment another is chosen.
  return read && read.file === file ? read.result : null;
}
