import { rowCommentLimits } from '@cellar/core';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../ui/Button';
import { mentionQueryAt, type DraftMention } from './draftMessage';
import styles from './comments.module.css';

/** Props of the comment box: its label, who may be mentioned, what it starts with, and what sending does. */
export interface CommentComposerProps {
  label: string;
  candidates: readonly DraftMention[];
  initialText?: string;
  initialMentions?: readonly DraftMention[];
  submitLabel: string;
  /** Sends the draft; the box empties once it resolves, and keeps the text when it throws. */
  onSubmit: (text: string, mentions: DraftMention[]) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

// Suggestions shown at once while typing "@…".
const suggestionLimit = 6;

/**
 * A text box for a comment. Typing "@" offers the people who may be mentioned (a combobox: arrows
 * move, Enter or Tab picks, Escape closes); Ctrl+Enter (⌘+Enter) or the button sends.
 */
export function CommentComposer({ label, candidates, initialText = '', initialMentions = [], submitLabel, onSubmit, onCancel, autoFocus }: CommentComposerProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const caretAfterRender = useRef<number | null>(null);
  const [mentions, setMentions] = useState<DraftMention[]>([...initialMentions]);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [sending, setSending] = useState(false);
  const suggestions = query
    ? candidates.filter((candidate) => candidate.label.toLowerCase().includes(query.query.toLowerCase())).slice(0, suggestionLimit)
    : [];
  const open = suggestions.length > 0;
  const blank = text.trim() === '';

  const follow = (next: string, caret: number) => {
    setText(next);
    setQuery(mentionQueryAt(next, caret));
    setActive(0);
  };
  const pick = (candidate: DraftMention) => {
    if (!query) return;
    const caret = box.current?.selectionStart ?? text.length;
    const inserted = `@${candidate.label} `;
    const next = text.slice(0, query.start) + inserted + text.slice(caret);
    setText(next);
    setMentions((known) => (known.some((mention) => mention.id === candidate.id) ? known : [...known, candidate]));
    setQuery(null);
    caretAfterRender.current = query.start + inserted.length;
  };
  // The caret goes after the picked name as the new text is rendered, before the next key is handled: set a
  // frame later, it landed inside what a fast typist had typed meanwhile and scrambled it.
  useLayoutEffect(() => {
    const at = caretAfterRender.current;
    if (at === null) return;
    caretAfterRender.current = null;
    box.current?.setSelectionRange(at, at);
  }, [text]);
  const send = async () => {
    if (blank || sending) return;
    setSending(true);
    try {
      await onSubmit(text, mentions.filter((mention) => text.includes(`@${mention.label}`)));
      setText('');
      setMentions([]);
    } catch {
      // The caller told what went wrong; the draft stays to be sent again.
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      pick(suggestions[active] ?? suggestions[0]!);
    } else if (event.key === 'Escape' && (open || onCancel)) {
      // Closes the suggestions, or leaves an edit; the row modal stays open either way.
      event.preventDefault();
      event.stopPropagation();
      if (open) setQuery(null);
      else onCancel?.();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <div className={styles.composer}>
      <label htmlFor={`${id}-box`} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={box}
        id={`${id}-box`}
        className={styles.box}
        value={text}
        rows={2}
        maxLength={rowCommentLimits.textMaxLength}
        placeholder="Write a comment, @ to mention someone"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? `${id}-people` : undefined}
        aria-activedescendant={open ? `${id}-person-${active}` : undefined}
        aria-keyshortcuts="Control+Enter"
        autoFocus={autoFocus}
        onChange={(event) => follow(event.target.value, event.target.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {open && (
        <ul className={styles.suggestions} role="listbox" id={`${id}-people`} aria-label="People to mention">
          {suggestions.map((candidate, index) => (
            <li
              key={candidate.id}
              id={`${id}-person-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Picked before the box loses focus, so the suggestions are still there.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(candidate);
              }}
            >
              {candidate.label}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.composerActions}>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" variant="primary" disabled={blank} loading={sending} onClick={() => void send()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
