import { maxRecordId } from '../validation/primitives.js';
import { rowCommentLimits as limits } from './limits.js';
import type { CommentInlineNode, CommentMessage, CommentParagraphNode } from './types.js';

/** Why a message was refused, with the DRF code the reference would give. */
export interface MessageProblem {
  error: string;
  code: string;
}

/** The reference's answer to anything that is not a document of its comment schema. */
export const invalidMessage: MessageProblem = { error: 'The message must be a valid ProseMirror JSON document.', code: 'invalid' };

type Read<T> = { ok: true; value: T } | { ok: false; problem: MessageProblem };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// A mention's id as the editor writes it: a number, or digits in a string (ProseMirror keeps attrs as given).
function mentionId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= maxRecordId ? id : undefined;
}

function readInline(node: unknown): CommentInlineNode | undefined {
  if (!isObject(node)) return undefined;
  if (node.type === 'text') {
    // ProseMirror refuses empty text nodes; a blank comment is refused so (Baserow's test of a blank comment).
    return typeof node.text === 'string' && node.text.length > 0 ? { type: 'text', text: node.text } : undefined;
  }
  if (node.type === 'hardBreak') return { type: 'hardBreak' };
  if (node.type === 'mention' && isObject(node.attrs)) {
    const id = mentionId(node.attrs.id);
    const label = node.attrs.label;
    if (id === undefined || typeof label !== 'string' || label.length > limits.mentionLabelMaxLength) return undefined;
    return { type: 'mention', attrs: { id, label } };
  }
  return undefined;
}

/**
 * Reads a comment's message: a `doc` of paragraphs holding text, line breaks and mentions, the
 * schema of Baserow's comment editor. Only those keys are kept (marks and other attributes are
 * dropped), the text is bounded, and a message with nothing to read (no text, no mention) is refused.
 * Text is only ever text: `<b>` stays the four characters it is, shown as such.
 */
export function readCommentMessage(input: unknown): Read<CommentMessage> {
  if (!isObject(input) || input.type !== 'doc' || !Array.isArray(input.content)) return { ok: false, problem: invalidMessage };
  if (input.content.length === 0 || input.content.length > limits.paragraphsMax) return { ok: false, problem: invalidMessage };
  const paragraphs: CommentParagraphNode[] = [];
  let inlineCount = 0;
  let textLength = 0;
  let mentionCount = 0;
  let hasContent = false;
  for (const block of input.content as unknown[]) {
    if (!isObject(block) || block.type !== 'paragraph') return { ok: false, problem: invalidMessage };
    if (block.content === undefined) {
      paragraphs.push({ type: 'paragraph' });
      continue;
    }
    if (!Array.isArray(block.content)) return { ok: false, problem: invalidMessage };
    inlineCount += block.content.length;
    if (inlineCount > limits.inlineNodesMax) return { ok: false, problem: tooLong() };
    const content: CommentInlineNode[] = [];
    for (const raw of block.content as unknown[]) {
      const node = readInline(raw);
      if (!node) return { ok: false, problem: invalidMessage };
      if (node.type === 'text') textLength += node.text.length;
      if (node.type === 'mention') textLength += node.attrs.label.length + 1;
      if (node.type === 'mention' && ++mentionCount > limits.mentionsMax) {
        return { ok: false, problem: { error: `Ensure the message mentions no more than ${limits.mentionsMax} people.`, code: 'max_length' } };
      }
      if (textLength > limits.textMaxLength) return { ok: false, problem: tooLong() };
      if (node.type === 'mention' || (node.type === 'text' && node.text.trim() !== '')) hasContent = true;
      content.push(node);
    }
    paragraphs.push({ type: 'paragraph', content });
  }
  if (!hasContent) return { ok: false, problem: invalidMessage };
  return { ok: true, value: { type: 'doc', content: paragraphs } };
}

function tooLong(): MessageProblem {
  return { error: `Ensure the message has no more than ${limits.textMaxLength} characters.`, code: 'max_length' };
}

/** The ids of the people a message mentions, each once, in the order they first appear. */
export function mentionedUserIds(message: CommentMessage): number[] {
  const ids = new Set<number>();
  for (const paragraph of message.content) for (const node of paragraph.content ?? []) if (node.type === 'mention') ids.add(node.attrs.id);
  return [...ids];
}

/** A message as plain text: paragraphs on their own lines, mentions as "@label". */
export function commentMessageText(message: CommentMessage): string {
  return message.content
    .map((paragraph) =>
      (paragraph.content ?? []).map((node) => (node.type === 'text' ? node.text : node.type === 'hardBreak' ? '\n' : `@${node.attrs.label}`)).join(''),
    )
    .join('\n');
}

/** The message of a plain text: one paragraph per line (Baserow's prosemirror_doc_from_plain_text, line by line). */
export function commentMessageFromText(text: string): CommentMessage {
  return {
    type: 'doc',
    content: text.split('\n').map((line): CommentParagraphNode => (line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] })),
  };
}
