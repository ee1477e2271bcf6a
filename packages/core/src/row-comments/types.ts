/** A ProseMirror text run inside a comment's paragraph. */
export interface CommentTextNode {
  type: 'text';
  text: string;
}

/** A forced line break inside a paragraph. */
export interface CommentHardBreakNode {
  type: 'hardBreak';
}

/** A mention of a group member: `id` is the user's id, `label` the name shown as "@label". */
export interface CommentMentionNode {
  type: 'mention';
  attrs: { id: number; label: string };
}

/** What a paragraph holds. */
export type CommentInlineNode = CommentTextNode | CommentHardBreakNode | CommentMentionNode;

/** One paragraph of a comment. */
export interface CommentParagraphNode {
  type: 'paragraph';
  content?: CommentInlineNode[];
}

/** A comment's message: the ProseMirror JSON document Baserow's editor writes (schema: doc > paragraph > text | hardBreak | mention). */
export interface CommentMessage {
  type: 'doc';
  content: CommentParagraphNode[];
}

/** A row comment as the API answers it (Baserow's RowCommentSerializer). */
export interface RowComment {
  id: number;
  user_id: number | null;
  first_name: string;
  table_id: number;
  row_id: number;
  /** Null once the comment is deleted (the answer to DELETE and the `row_comment_deleted` message). */
  message: CommentMessage | null;
  created_on: string;
  updated_on: string;
  edited: boolean;
  trashed: boolean;
}

/** A page of a row's comments, newest first, as Baserow orders them. */
export interface RowCommentPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: RowComment[];
}

/** Per-row extras of a grid window (`include=row_metadata`), keyed by row id; rows without comments are left out. */
export type RowMetadata = Record<string, { row_comment_count?: number }>;
