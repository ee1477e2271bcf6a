import { importLimits, importMessages } from '@cellar/core';

/** What reading a chosen file gave: its bytes, or the sentence that says why not. */
export type FileBytes = { bytes: ArrayBuffer } | { error: string };

/** Reads a chosen file, refusing one larger than the in-browser importers take (spec §9). */
export async function readImportFile(file: Blob): Promise<FileBytes> {
  if (file.size > importLimits.maxFileBytes) return { error: importMessages.fileTooLarge };
  return { bytes: await readBytes(file) };
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
