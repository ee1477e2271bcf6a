import type { RowComment, RowCommentPage } from '@cellar/core';

/** A row's comments as the panel holds them: newest first, as the server pages them. */
export interface CommentThread {
  comments: readonly RowComment[];
  /** How many the row has in all, so "Show earlier comments" knows when to stop. */
  count: number;
  status: 'loading' | 'ready' | 'error';
}

/** A thread not loaded yet. */
export const emptyThread: CommentThread = { comments: [], count: 0, status: 'loading' };

/** Adds a page of older comments (deduplicated: comments added meanwhile shift the offsets). */
export function withPage(thread: CommentThread, page: RowCommentPage): CommentThread {
  const known = new Set(thread.comments.map((comment) => comment.id));
  return { comments: [...thread.comments, ...page.results.filter((comment) => !known.has(comment.id))], count: page.count, status: 'ready' };
}

/** A new comment, ours or someone else's; one already there (our own, heard back) changes nothing. */
export function withAdded(thread: CommentThread, comment: RowComment): CommentThread {
  if (thread.comments.some((known) => known.id === comment.id)) return thread;
  return { ...thread, comments: [comment, ...thread.comments], count: thread.count + 1 };
}

/** An edited comment in its place. */
export function withUpdated(thread: CommentThread, comment: RowComment): CommentThread {
  if (!thread.comments.some((known) => known.id === comment.id)) return thread;
  return { ...thread, comments: thread.comments.map((known) => (known.id === comment.id ? comment : known)) };
}

/** A deleted comment gone. */
export function withRemoved(thread: CommentThread, commentId: number): CommentThread {
  if (!thread.comments.some((known) => known.id === commentId)) return thread;
  return { ...thread, comments: thread.comments.filter((known) => known.id !== commentId), count: Math.max(0, thread.count - 1) };
}

/** Whether older comments remain to be loaded. */
export function hasEarlier(thread: CommentThread): boolean {
  return thread.status === 'ready' && thread.comments.length < thread.count;
}
