import { importLimits, importMessages } from '@cellar/core';

/**
 * What reading a chosen file gave: its bytes, or the sentence that says why not. `sampled` says
 * the bytes are only the file's start, likely cut in the middle of a line.
 */
export type FileBytes = { bytes: ArrayBuffer; sampled?: boolean } | { error: string };

/** What to do with a file larger than the in-browser importers take: refuse it, or read its start only. */
export type LargeFiles = 'refuse' | 'sample';

/** How much of a large file is read for its preview and its rows-per-byte estimate. */
const sampleBytes = 1024 * 1024;

/** True when a file is too large to import in the browser (spec §9's 15 MB). */
export function isLargeImportFile(file: Blob): boolean {
  return file.size > importLimits.maxFileBytes;
}

/** Reads a chosen file; one larger than the in-browser importers take (spec §9) is refused, or only its start is read. */
export async function readImportFile(file: Blob, largeFiles: LargeFiles = 'refuse'): Promise<FileBytes> {
  if (!isLargeImportFile(file)) return { bytes: await readBytes(file) };
  if (largeFiles === 'refuse') return { error: importMessages.fileTooLarge };
  return { bytes: await readBytes(file.slice(0, sampleBytes)), sampled: true };
}

// FileReader rather than Blob.arrayBuffer(): every browser has it, and so does the test DOM.
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Decodes bytes in the chosen encoding; a byte order mark is dropped, and bytes that do not fit become U+FFFD. */
export function decodeBytes(bytes: ArrayBuffer, encoding: string): string {
  return new TextDecoder(encoding).decode(bytes);
}
