import type { Row, RowPage } from '@cellar/core';
import type { FetchWindow } from './gridStore';

/** A fake grid endpoint over `count` rows named "Row <n>", recording each window asked for. */
export function fakeGridServer(count: number) {
  const calls: { offset: number; limit: number; fieldOptions?: boolean; signal: AbortSignal }[] = [];
  const rowAt = (index: number): Row => ({ id: index + 1, order: `${index + 1}.00000000000000000000`, field_1: `Row ${index + 1}` });
  let hold: Promise<void> | null = null;
  const fetchWindow: FetchWindow = async (window, signal) => {
    calls.push({ ...window, signal });
    if (hold) await hold;
    const results: Row[] = [];
    for (let i = window.offset; i < Math.min(count, window.offset + window.limit); i += 1) results.push(rowAt(i));
    const page: RowPage = { count, next: null, previous: null, results };
    if (window.fieldOptions) page.field_options = { '1': { width: 200, hidden: false, order: 32767 } };
    return page;
  };
  return {
    calls,
    fetchWindow,
    rowAt,
    /** Makes answers wait until the returned function is called. */
    holdAnswers() {
      let release = () => {};
      hold = new Promise((done) => (release = () => done()));
      return () => {
        hold = null;
        release();
      };
    },
  };
}
