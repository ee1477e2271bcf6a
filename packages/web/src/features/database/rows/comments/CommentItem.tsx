import type { CommentMessage, RowComment } from '@cellar/core';
import { useState } from 'react';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { CommentComposer } from './CommentComposer';
import { CommentMessageView } from './CommentMessageView';
import { draftFromMessage, messageFromDraft, type DraftMention } from './draftMessage';
import { formatActivityTime } from '../activityTime';
import styles from './comments.module.css';

/** Props of one comment: itself, whether it is the reader's own, and what editing and deleting do. */
export interface CommentItemProps {
  comment: RowComment;
  own: boolean;
  candidates: readonly DraftMention[];
  onEdit: (message: CommentMessage) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** A comment: author, time, an "edited" mark, the message; one's own with Edit and Delete. */
export function CommentItem({ comment, own, candidates, onEdit, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const author = comment.first_name || 'Someone no longer here';
  const draft = editing && comment.message ? draftFromMessage(comment.message) : null;
  return (
    <li className={styles.comment}>
      <Avatar name={author} size={24} />
      <div className={styles.commentBody}>
        <div className={styles.commentHead}>
          <span className={styles.author}>{author}</span>
          <time dateTime={comment.created_on} className={styles.time}>
            {formatActivityTime(comment.created_on)}
          </time>
          {comment.edited && <span className={styles.edited}>(edited)</span>}
        </div>
        {draft ? (
          <CommentComposer
            label="Edit comment"
            candidates={candidates}
            initialText={draft.text}
            initialMentions={draft.mentions}
            submitLabel="Save"
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (text, mentions) => {
              await onEdit(messageFromDraft(text, mentions));
              setEditing(false);
            }}
          />
        ) : (
          comment.message && <CommentMessageView message={comment.message} />
        )}
        {own && !editing && (
          <div className={styles.commentActions}>
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit comment of ${formatActivityTime(comment.created_on)}`}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void onDelete()} aria-label={`Delete comment of ${formatActivityTime(comment.created_on)}`}>
              Delete
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
