import { strToU8, Zip, ZipDeflate } from 'fflate';

/** One entry to write: its name in the archive and its bytes or text, as they come. */
export interface ArchiveSource {
  name: string;
  chunks: AsyncIterable<string | Uint8Array>;
}

/**
 * A zip archive of the entries, as chunks while it is written: each entry is deflated as its
 * pieces arrive and what the zip has made so far is handed on, so neither an entry nor the
 * archive is ever whole in memory. Level 1: exports are read once, speed matters more than size.
 */
export async function* zipArchive(sources: AsyncIterable<ArchiveSource>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  for await (const source of sources) {
    const entry = new ZipDeflate(source.name, { level: 1 });
    zip.add(entry);
    for await (const chunk of source.chunks) {
      entry.push(typeof chunk === 'string' ? strToU8(chunk) : chunk);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
