import { DomainError, maxUserFileBytes } from '@cellar/core';

/**
 * Collects a stream of chunks into one buffer, refusing more than `limit` bytes: it stops as
 * soon as one byte more arrives (contract §4: at most limit+1 bytes are read), so a huge or
 * endless body costs no more than the limit.
 */
export async function readAtMost(chunks: AsyncIterable<Buffer | Uint8Array>, limit = maxUserFileBytes): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > limit) throw fileTooLarge(limit);
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts, total);
}

/** ERROR_FILE_SIZE_TOO_LARGE with the limit in whole MB, as the reference words it. */
export function fileTooLarge(limit = maxUserFileBytes): DomainError {
  return new DomainError('ERROR_FILE_SIZE_TOO_LARGE', `The provided file is too large. Max ${Math.floor(limit / 1024 / 1024)}MB is allowed.`);
}
