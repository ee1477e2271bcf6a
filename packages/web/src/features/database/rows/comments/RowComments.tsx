import { useNotifyError } from '../../useNotifyError';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { hasEarlier } from './commentThread';
import { messageFromDraft } from './draftMessage';
import { useMentionCandidates } from './useMentionCandidates';
import { useRowComments } from './useRowComments';
import styles from './comments.module.css';

/** Props of a row's comments: which row, and who is reading (their own comments can be changed). */
export interface RowCommentsProps {
  tableId: number;
  rowId: number;
  currentUserId: number | null;
}

/** A row's comment thread, oldest at the top, and a box to write one; others' comments arrive live. */
export function RowComments({ tableId, rowId, currentUserId }: RowCommentsProps) {
  const { thread, news, loadEarlier, add, edit, remove } = useRowComments(tableId, rowId);
  const candidates = useMentionCandidates(thread.comments, currentUserId);
  const notifyError = useNotifyError();
  // Failures are told, never thrown into React; the draft stays in the box.
  const guarded = <T,>(work: () => Promise<T>) =>
    work().catch((error: unknown) => {
      notifyError(error);
      throw error;
    });
  const oldestFirst = [...thread.comments].reverse();
  return (
    <div className={styles.thread}>
      {thread.status === 'loading' && <Spinner size={14} label="Loading comments" />}
      {thread.status === 'error' && <p className={styles.empty}>The comments could not be loaded.</p>}
      {hasEarlier(thread) && (
        <Button size="sm" variant="ghost" onClick={() => void guarded(loadEarlier).catch(() => undefined)}>
          Show earlier comments
        </Button>
      )}
      {thread.status === 'ready' && thread.comments.length === 0 && <p className={styles.empty}>No comments yet.</p>}
      {oldestFirst.length > 0 && (
        <ul className={styles.list} aria-label="Comments">
          {oldestFirst.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              own={currentUserId !== null && comment.user_id === currentUserId}
              candidates={candidates}
              onEdit={(message) => guarded(() => edit(comment.id, message))}
              onDelete={() => guarded(() => remove(comment.id)).catch(() => undefined)}
            />
          ))}
        </ul>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {news && <span key={news.key}>{news.text}</span>}
      </div>
      <CommentComposer label="Comment" candidates={candidates} submitLabel="Comment" onSubmit={(text, mentions) => guarded(() => add(messageFromDraft(text, mentions)))} />
    </div>
  );
}
