import { describe, expect, it } from 'vitest';
import { draftFromMessage, mentionQueryAt, messageFromDraft } from './draftMessage';

describe('a comment draft', () => {
  const ann = { id: 4, label: 'Ann' };
  const annLee = { id: 5, label: 'Ann Lee' };

  it('becomes a paragraph per line, with picked people as mentions and the rest, markup too, as text', () => {
    expect(messageFromDraft('Hi @Ann Lee and @Ann,\n<b>ok</b> @Bob', [ann, annLee])).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hi ' }, { type: 'mention', attrs: annLee }, { type: 'text', text: ' and ' }, { type: 'mention', attrs: ann }, { type: 'text', text: ',' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '<b>ok</b> @Bob' }] },
      ],
    });
  });

  it('comes back from a message to be edited, with its mentions', () => {
    const message = messageFromDraft('Ask @Ann\n\nthen me', [ann]);
    expect(draftFromMessage(message)).toEqual({ text: 'Ask @Ann\n\nthen me', mentions: [ann] });
  });

  it('finds the "@name" being typed before the caret, and nothing inside a word or after a space', () => {
    expect(mentionQueryAt('Hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail@an', 7)).toBeNull();
    expect(mentionQueryAt('Hi @ann ', 8)).toBeNull();
  });
});
