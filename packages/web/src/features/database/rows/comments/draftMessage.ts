import { commentMessageText, type CommentInlineNode, type CommentMessage, type CommentParagraphNode } from '@cellar/core';

/** Someone a draft mentions: the user's id and the name written after "@". */
export interface DraftMention {
  id: number;
  label: string;
}

/**
 * Turns what was typed into a comment's message: a paragraph per line, and each "@Name" of a
 * person picked from the suggestions as a mention of them (longer names first, so "@Ann Lee" is
 * not read as "@Ann"). Anything else, "<b>" included, stays text.
 */
export function messageFromDraft(text: string, mentions: readonly DraftMention[]): CommentMessage {
  const byLength = [...mentions].sort((a, b) => b.label.length - a.label.length);
  const paragraphs = text.trim().split('\n').map((line): CommentParagraphNode => {
    const content = inlineNodes(line, byLength);
    return content.length === 0 ? { type: 'paragraph' } : { type: 'paragraph', content };
  });
  return { type: 'doc', content: paragraphs };
}

function inlineNodes(line: string, mentions: readonly DraftMention[]): CommentInlineNode[] {
  const nodes: CommentInlineNode[] = [];
  let text = '';
  for (let at = 0; at < line.length; ) {
    const mention = line[at] === '@' ? mentions.find((candidate) => line.startsWith(`@${candidate.label}`, at)) : undefined;
    if (!mention) {
      text += line[at];
      at += 1;
      continue;
    }
    if (text) nodes.push({ type: 'text', text });
    text = '';
    nodes.push({ type: 'mention', attrs: { id: mention.id, label: mention.label } });
    at += mention.label.length + 1;
  }
  if (text) nodes.push({ type: 'text', text });
  return nodes;
}

/** A message back as a draft, to edit it: its text and the people it mentions. */
export function draftFromMessage(message: CommentMessage): { text: string; mentions: DraftMention[] } {
  const mentions = message.content.flatMap((paragraph) => (paragraph.content ?? []).flatMap((node) => (node.type === 'mention' ? [node.attrs] : [])));
  return { text: commentMessageText(message), mentions };
}

/** The "@query" being typed just before the caret, if any: where it starts and what follows the "@". */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}
