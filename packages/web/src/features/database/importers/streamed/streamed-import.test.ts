import { describe, expect, it } from 'vitest';
import { estimateRows, largeFileNote, reportSummary, sampleProblem, stageWords, streamedColumnTypes, unlistedRejections } from './streamed-import';

const result = (imported_rows: number, rejected_rows: number, lines: number[]) => ({
  table: { id: 1, name: 'Big', order: 1, database_id: 1 },
  imported_rows,
  rejected_rows,
  report: lines.map((line) => ({ line, error: 'Null characters are not allowed.' })),
});

describe('a streamed import, in words', () => {
  it('notes a large file by its size in MB', () => {
    expect(largeFileNote(312 * 1024 * 1024 + 5)).toBe('Large file (312 MB): it is imported on the server as it is read.');
    expect(largeFileNote(15 * 1024 * 1024 + 1)).toBe('Large file (15 MB): it is imported on the server as it is read.');
  });

  it('estimates the rows from the sample’s rows per byte, leaving out the header', () => {
    expect(estimateRows({ sampleRows: 10_000, sampleBytes: 1_000_000, fileBytes: 340_000_000, firstRowHeader: true })).toBe(3_399_999);
    expect(estimateRows({ sampleRows: 10_000, sampleBytes: 1_000_000, fileBytes: 340_000_000, firstRowHeader: false })).toBe(3_400_000);
    expect(estimateRows({ sampleRows: 3, sampleBytes: 0, fileBytes: 10, firstRowHeader: true })).toBe(0);
  });

  it('says the share sent and the rows it likely holds, rounded, then what is left to do', () => {
    expect(stageWords({ stage: 'sending', sent: 0, total: 0 }, 3_399_999)).toBe('0% sent. About 0 of 3,400,000 rows.');
    expect(stageWords({ stage: 'sending', sent: 353, total: 1000 }, 3_399_999)).toBe('35% sent. About 1,200,000 of 3,400,000 rows.');
    expect(stageWords({ stage: 'sending', sent: 1000, total: 1000 }, 3_399_999)).toBe('All sent: the server is saving the last rows…');
    expect(stageWords({ stage: 'converting' }, 3_399_999)).toBe('Giving the columns their types…');
  });

  it('sums up the report, and counts the rejected lines it leaves out', () => {
    expect(reportSummary(result(1_234_567, 3, [12, 40, 41]))).toBe('Imported 1,234,567 rows. 3 rows could not be imported:');
    expect(reportSummary(result(1, 1, [2]))).toBe('Imported 1 row. 1 row could not be imported:');
    expect(unlistedRejections(result(5, 3, [12, 40, 41]))).toBeNull();
    expect(unlistedRejections(result(5, 2_500, [12, 40]))).toBe('and 2,498 more');
  });

  it('offers every column type but single select, and checks only the column limit on a sample', () => {
    expect(streamedColumnTypes).not.toContain('single_select');
    expect(streamedColumnTypes).toContain('number');
    expect(sampleProblem([['a\u0000'], ['b']])).toBeNull();
    expect(sampleProblem([Array.from({ length: 1001 }, () => 'x')])).toBe('It is not possible to import more than 1000 columns.');
  });
});
