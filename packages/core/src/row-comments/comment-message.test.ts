import { describe, expect, it } from 'vitest';
import { commentMessageFromText, commentMessageText, mentionedUserIds, readCommentMessage } from './comment-message.js';
import { rowCommentsWindow } from './schemas.js';

describe('a comment message', () => {
  it('keeps text, line breaks and mentions, and drops keys the schema has no place for', () => {
    const read = readCommentMessage({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hi ', marks: [{ type: 'bold' }] }, { type: 'mention', attrs: { id: '7', label: 'Ann', extra: 1 } }, { type: 'hardBreak' }, { type: 'text', text: '<b>x</b>' }] },
        { type: 'paragraph' },
      ],
    });
    expect(read).toEqual({
      ok: true,
      value: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Hi ' }, { type: 'mention', attrs: { id: 7, label: 'Ann' } }, { type: 'hardBreak' }, { type: 'text', text: '<b>x</b>' }] },
          { type: 'paragraph' },
        ],
      },
    });
    if (!read.ok) return;
    expect(commentMessageText(read.value)).toBe('Hi @Ann\n<b>x</b>\n');
    expect(mentionedUserIds(read.value)).toEqual([7]);
  });

  it('is refused when blank, of another shape, or past its bounds', () => {
    const invalid = { ok: false, problem: { code: 'invalid', error: 'The message must be a valid ProseMirror JSON document.' } };
    expect(readCommentMessage(commentMessageFromText(''))).toEqual(invalid);
    expect(readCommentMessage(commentMessageFromText('   '))).toEqual(invalid);
    expect(readCommentMessage({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'mention', attrs: { id: -1, label: 'x' } }] }] })).toEqual(invalid);
    expect(readCommentMessage({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'image', attrs: {} }] }] })).toEqual(invalid);
    expect(readCommentMessage({ type: 'doc', content: Array.from({ length: 1001 }, () => ({ type: 'paragraph' })) })).toEqual(invalid);
    expect(readCommentMessage(commentMessageFromText('x'.repeat(10_001)))).toMatchObject({ ok: false, problem: { code: 'max_length' } });
    expect(readCommentMessage(commentMessageFromText('x'.repeat(10_000))).ok).toBe(true);
    const mentions = (count: number) => ({ type: 'doc', content: [{ type: 'paragraph', content: Array.from({ length: count }, (_, i) => ({ type: 'mention', attrs: { id: i + 1, label: 'x' } })) }] });
    expect(readCommentMessage(mentions(100)).ok).toBe(true);
    expect(readCommentMessage(mentions(101))).toMatchObject({ ok: false, problem: { code: 'max_length' } });
  });

  it('pages by limit/offset (limit cut to 200) or by page/size', () => {
    expect(rowCommentsWindow({ limit: '500', offset: '3' })).toEqual({ kind: 'offset', limit: 200, offset: 3 });
    expect(rowCommentsWindow({ page: '2', size: '10' })).toEqual({ kind: 'page', page: 2, size: 10, maxSize: 200 });
  });
});
