import type { UserFile } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { allFinished, hasFailed, queued, retried, sendQueue, type UploadItem } from './uploadQueue';

const fileNamed = (name: string) => new File(['x'], name);
const answer = (name: string) => ({ name, original_name: name }) as UserFile;

describe('the upload queue (spec §4)', () => {
  it('sends files one at a time in order, with progress, and marks failures without stopping', async () => {
    const items = queued([fileNamed('a.txt'), fileNamed('b.txt'), fileNamed('c.txt')]);
    const running: string[] = [];
    let inFlight = 0;
    const states: string[][] = [];
    const result = await sendQueue(
      items,
      async (file, onProgress) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        running.push(file.name);
        onProgress(50);
        await Promise.resolve();
        inFlight -= 1;
        if (file.name === 'b.txt') throw new Error('nope');
        return answer(file.name);
      },
      (next: UploadItem[]) => states.push(next.map((item) => `${item.state}:${item.percent}`)),
      () => 'Failed',
    );
    expect(running).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(states[0]).toEqual(['uploading:0', 'waiting:0', 'waiting:0']);
    expect(states[1]).toEqual(['uploading:50', 'waiting:0', 'waiting:0']);
    expect(result.map((item) => item.state)).toEqual(['finished', 'failed', 'finished']);
    expect(result[1]?.error).toBe('Failed');
    expect(hasFailed(result)).toBe(true);
    expect(allFinished(result)).toBe(false);
    const again = retried(result);
    expect(again.map((item) => item.state)).toEqual(['finished', 'waiting', 'finished']);
    const done = await sendQueue(again, async (file) => answer(file.name), () => undefined, () => 'Failed');
    expect(allFinished(done)).toBe(true);
    expect(done.map((item) => item.result?.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });
});
