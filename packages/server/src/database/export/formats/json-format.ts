import { encoderFor } from './charset.js';
import { writeChunk, type ExportFormat } from './export-format.js';

// The reference's get_unique_name: a second "Name" becomes "Name 2", a third "Name 3".
function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>(['id']);
  return names.map((name) => {
    let unique = name;
    for (let count = 2; taken.has(unique); count += 1) unique = `${name} ${count}`;
    taken.add(unique);
    return unique;
  });
}

/**
 * JSON as the reference's exporter writes it: one array of objects, each the row's `id` and its
 * cells keyed by field name (a repeated name numbered), indented by four, one row after another.
 * Values are the rich ones (core's `json`): numbers, booleans and lists stay what they are.
 */
export const jsonFormat: ExportFormat = {
  async write(out, source, options, rowsDone) {
    const encode = encoderFor(options.export_charset);
    const names = uniqueNames(source.columns.map(({ field }) => field.name));
    await writeChunk(out, encode('[\n'));
    let done = 0;
    for await (const rows of source.windows()) {
      const texts = rows.map((row) => {
        const object: Record<string, unknown> = { id: row.id };
        source.columns.forEach(({ key, cells }, index) => (object[names[index]!] = cells.json(row[key])));
        return JSON.stringify(object, null, 4);
      });
      await writeChunk(out, encode((done === 0 ? '' : ',\n') + texts.join(',\n')));
      done += rows.length;
      await rowsDone(done);
    }
    await writeChunk(out, encode('\n]\n'));
  },
};
