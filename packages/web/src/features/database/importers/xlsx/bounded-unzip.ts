import { xlsxLimits, xlsxMessages } from '@cellar/core';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/** The entries of a zip file by name, with the size each declares it inflates to. */
export type ZipDirectory = ReadonlyMap<string, number>;

/** The zip's entries as its central directory lists them; nothing is inflated. Throws when the bytes are not a zip file. */
export function zipDirectory(zip: Uint8Array): ZipDirectory {
  const sizes = new Map<string, number>();
  unzipSync(zip, {
    filter: ({ name, originalSize }) => {
      sizes.set(name, originalSize);
      return false;
    },
  });
  return sizes;
}

// Compressed bytes handed to the inflater at a time: deflate inflates at most ~1,032×, so one push yields at most ~16 MB.
const pushBytes = 16 * 1024;

/**
 * Inflates the named entries (those the zip has), refusing — before inflating anything — when
 * their declared sizes add up to more than the budget, and stopping as soon as an entry inflates
 * past the size it declared: a zip bomb either declares its size and is refused at once, or lies
 * and is cut off after a few MB, never freezing the tab or filling its memory.
 */
export function inflateEntries(zip: Uint8Array, directory: ZipDirectory, names: readonly string[], budget: number = xlsxLimits.maxInflatedBytes): Map<string, Uint8Array> | { error: string } {
  const wanted = new Map(names.filter((name) => directory.has(name)).map((name) => [name, directory.get(name) ?? 0]));
  const declared = [...wanted.values()].reduce((sum, size) => sum + size, 0);
  if (declared > budget) return { error: xlsxMessages.tooLargeInflated };
  const inflated = new Map<string, Uint8Array>();
  let failure: string | null = null;
  const unzip = new Unzip((file) => {
    const limit = wanted.get(file.name);
    if (limit === undefined) return;
    const parts: Uint8Array[] = [];
    let length = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return void (failure = xlsxMessages.damaged(error.message));
      length += chunk.length;
      if (length > limit) {
        failure = xlsxMessages.damaged(`${file.name} inflates to more than the ${limit} bytes it declares.`);
        return file.terminate();
      }
      parts.push(chunk);
      if (final) inflated.set(file.name, joined(parts, length));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let start = 0; start < zip.length && !failure; start += pushBytes) unzip.push(zip.subarray(start, start + pushBytes), start + pushBytes >= zip.length);
  } catch (error) {
    return { error: xlsxMessages.damaged(error instanceof Error ? error.message : String(error)) };
  }
  if (failure) return { error: failure };
  const missing = [...wanted.keys()].find((name) => !inflated.has(name));
  return missing ? { error: xlsxMessages.damaged(`${missing} could not be read.`) } : inflated;
}

function joined(parts: readonly Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
