/**
 * Bounds of row comments. Baserow bounds only the page size (ROW_COMMENT_PAGE_SIZE_LIMIT, 200);
 * Cellar also bounds what one message may hold, so a comment cannot grow a row's thread without end.
 */
export const rowCommentLimits = {
  /** The characters of a message's text, mentions' labels included. */
  textMaxLength: 10_000,
  /** Paragraphs of one message. */
  paragraphsMax: 1_000,
  /** Text runs, line breaks and mentions of one message, all paragraphs together. */
  inlineNodesMax: 5_000,
  /** Mentions in one message: each is looked up among the group's members. */
  mentionsMax: 100,
  /** Characters of one mention's label (the person's name as it was written). */
  mentionLabelMaxLength: 150,
  /** Comments in one page of the list, as Baserow's ROW_COMMENT_PAGE_SIZE_LIMIT. */
  pageSizeMax: 200,
  /** Comments in a page when the client names no size. */
  defaultPageSize: 100,
} as const;
