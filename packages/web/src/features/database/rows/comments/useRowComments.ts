import type { CommentMessage, RowComment } from '@cellar/core';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useServices } from '../../../../app/ServicesContext';
import { useDatabaseApi } from '../../DatabaseApiContext';
import { CommentCountsContext } from './commentCounts';
import { emptyThread, withAdded, withPage, withRemoved, withUpdated, type CommentThread } from './commentThread';

// Comments read at a time; the thread shows the newest and loads earlier ones on request.
const pageSize = 20;

/** What the thread's live region says after a change, so a screen reader hears it. */
export type ThreadNews = { text: string; key: number } | null;

/**
 * One row's comments: loaded a page at a time, kept current with what others write (the table
 * page's `row_comment_*` messages), and changed through the API. The grid's badge follows both.
 */
export function useRowComments(tableId: number, rowId: number) {
  const api = useDatabaseApi();
  const { live } = useServices();
  const counts = useContext(CommentCountsContext);
  const [thread, setThread] = useState<CommentThread>(emptyThread);
  const [news, setNews] = useState<ThreadNews>(null);
  const announce = useCallback((text: string) => setNews((last) => ({ text, key: (last?.key ?? 0) + 1 })), []);

  useEffect(() => {
    // The panel mounts one thread per row (keyed by its id), so this starts from an empty thread.
    let current = true;
    api.listRowComments(tableId, rowId, { limit: pageSize, offset: 0 }).then(
      (page) => current && setThread(withPage(emptyThread, page)),
      () => current && setThread({ ...emptyThread, status: 'error' }),
    );
    const stop = live.listen((message) => {
      if (!message.type.startsWith('row_comment_') || !('row_comment' in message)) return;
      const comment = message.row_comment;
      if (comment.table_id !== tableId || comment.row_id !== rowId) return;
      if (message.type === 'row_comment_created') {
        setThread((known) => withAdded(known, comment));
        announce(`New comment from ${comment.first_name}`);
      } else if (message.type === 'row_comment_updated') setThread((known) => withUpdated(known, comment));
      else setThread((known) => withRemoved(known, comment.id));
    });
    return () => {
      current = false;
      stop();
    };
  }, [api, live, tableId, rowId, announce]);

  return {
    thread,
    news,
    /** Loads the page of comments before the earliest one shown. */
    async loadEarlier() {
      const page = await api.listRowComments(tableId, rowId, { limit: pageSize, offset: thread.comments.length });
      setThread((known) => withPage(known, page));
    },
    async add(message: CommentMessage): Promise<RowComment> {
      const comment = await api.createRowComment(tableId, rowId, message);
      setThread((known) => withAdded(known, comment));
      counts?.adjust(rowId, 1);
      announce('Comment added');
      return comment;
    },
    async edit(commentId: number, message: CommentMessage) {
      const comment = await api.updateRowComment(tableId, commentId, message);
      setThread((known) => withUpdated(known, comment));
      announce('Comment edited');
    },
    async remove(commentId: number) {
      await api.deleteRowComment(tableId, commentId);
      setThread((known) => withRemoved(known, commentId));
      counts?.adjust(rowId, -1);
      announce('Comment deleted');
    },
  };
}
