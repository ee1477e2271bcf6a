import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Each suite runs two files at a time, so its wall time is set by how the files pack onto the two
// workers. Vitest orders files it has no timings for (a clean clone, as on CI) largest-first by size,
// which puts the fuzz files — a few lines, minutes of work — last, where they ran alone at the end:
// the server suite took 615 s for 833 s of files. Longest first, from the last run's timings when
// Vitest has them, else from the committed ones (scripts/test-durations.json, written by
// `node scripts/record-test-durations.mjs` after `npm test`), keeps both workers busy to the end.

const recorded: Record<string, number> = (() => {
  try {
    return JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
})();

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weight = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached?.duration ?? recorded[path] ?? 0;
    };
    const weights = new Map(files.map((spec) => [spec, weight(spec)]));
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return weights.get(b)! - weights.get(a)!;
    });
  }
}
