import { MessageSquare } from 'lucide-react';
import { commentCountLabel, useRowCommentCount } from './commentCounts';
import styles from './comments.module.css';

/** The grid's mark on a row that has comments, beside its number; nothing on a row without. */
export function CommentBadge({ rowId }: { rowId: number }) {
  const count = useRowCommentCount(rowId);
  if (count === 0) return null;
  return (
    <span className={styles.badge} role="img" aria-label={commentCountLabel(count)} title={commentCountLabel(count)}>
      <MessageSquare size={10} aria-hidden />
      {count > 99 ? '99+' : count}
    </span>
  );
}
