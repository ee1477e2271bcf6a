import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core with the tags the accessibility journey audits: WCAG 2.0–2.2 A/AA and best practice.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The critical and serious violations on the page as it is now, outside the grid (whose ARIA the
 * accessibility journey reports separately), each as "rule (impact): first nodes".
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ path: axePath });
  // Page script, as the e2e project is typed for Node; colours are judged once opening animations have ended.
  return (await page.evaluate(`(async () => {
    const finite = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(tags)} }, resultTypes: ['violations'] });
    const outside = (node) => {
      const element = document.querySelector(node.target[node.target.length - 1]);
      return !(element && element.closest('[role="grid"]'));
    };
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ v, nodes: v.nodes.filter(outside) }))
      .filter(({ nodes }) => nodes.length > 0)
      .map(({ v, nodes }) => v.id + ' (' + v.impact + '): ' + nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
  })()`)) as string[];
}
