import type { CommentMessage } from '@cellar/core';
import styles from './comments.module.css';

/** A comment's message as React text: paragraphs, line breaks and mentions; markup in it shows as the characters it is. */
export function CommentMessageView({ message }: { message: CommentMessage }) {
  return (
    <div className={styles.message}>
      {message.content.map((paragraph, index) => (
        <p key={index}>
          {(paragraph.content ?? []).map((node, at) =>
            node.type === 'text' ? (
              node.text
            ) : node.type === 'hardBreak' ? (
              <br key={at} />
            ) : (
              <span key={at} className={styles.mention}>
                @{node.attrs.label}
              </span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
