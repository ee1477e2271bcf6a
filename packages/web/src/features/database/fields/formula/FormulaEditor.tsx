import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError } from '../../../../ui/FieldError';
import { completionKey } from './completionKeys';
import { applyCompletion, completionAt, enclosingCall, type CompletionSources } from './formulaCompletion';
import { highlightPieces } from './formulaHighlight';
import { FormulaHelp } from './FormulaHelp';
import styles from './formulaEditor.module.css';

/** Props of FormulaEditor: the text, what it may complete, and the formula's error with its place. */
export interface FormulaEditorProps {
  id?: string;
  value: string;
  onChange: (text: string) => void;
  sources: CompletionSources;
  error: { message: string; at?: { start: number; end: number } } | null;
}

/**
 * The formula text area: coloured by an overlay of spans behind transparent text, with a list of
 * field and function names that completes what is being typed (arrows, Tab or Enter, Escape), the
 * signature and an example of the function at hand, and the error underlined where it is.
 */
export function FormulaEditor({ id, value, onChange, sources, error }: FormulaEditorProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [caret, setCaret] = useState(value.length);
  const [dismissed, setDismissed] = useState(true);
  const [active, setActive] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const completion = useMemo(() => (dismissed ? null : completionAt(value, caret, sources)), [dismissed, value, caret, sources]);
  const items = completion?.items ?? [];
  const activeItem = items[Math.min(active, items.length - 1)] ?? null;
  const call = useMemo(() => enclosingCall(value, caret), [value, caret]);
  const callFn = sources.functions.find((fn) => fn.name.toLowerCase() === call?.name.toLowerCase()) ?? null;
  // Mid-word, with choices open, the text is unfinished on purpose: its error waits until the list closes.
  const shownError = items.length > 0 ? null : error;
  const pieces = useMemo(() => highlightPieces(value, shownError?.at), [value, shownError]);

  // The text area grows with the formula instead of scrolling: a scroll bar would narrow its lines but not the coloured copy's.
  useLayoutEffect(() => {
    const box = area.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [value]);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !area.current) return;
    area.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const accept = (index: number) => {
    const item = items[index];
    if (!completion || !item) return;
    const next = applyCompletion(value, completion, item);
    pendingCaret.current = next.caret;
    setDismissed(item.kind === 'field' && completion.inReference !== 'lookup-link');
    setActive(0);
    onChange(next.text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = completionKey(event, active, items.length);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'move') setActive(action.active);
    else if (action.kind === 'accept') accept(active);
    else {
      // Escape closes the suggestions only; the field pop-up stays open.
      event.stopPropagation();
      setDismissed(true);
    }
  };
  const trackCaret = () => setCaret(area.current?.selectionStart ?? 0);
  const listId = `${inputId}-suggestions`;
  const optionId = (index: number) => `${inputId}-suggestion-${index}`;

  return (
    <div className={styles.editor}>
      <div className={styles.box}>
        <pre className={styles.highlight} aria-hidden>
          {pieces.map((piece, index) => (
            <span key={index} className={[styles[piece.kind], piece.isError && styles.errorMark].filter(Boolean).join(' ')}>
              {piece.text}
            </span>
          ))}
          {'\n'}
        </pre>
        <textarea
          ref={area}
          id={inputId}
          className={styles.input}
          value={value}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          placeholder="e.g. field('Price') * 2"
          // A combobox as the comment composer's is: the text area owns the list it completes from.
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={items.length > 0 ? listId : undefined}
          aria-activedescendant={activeItem ? optionId(items.indexOf(activeItem)) : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[`${inputId}-help`, shownError ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setCaret(event.target.selectionStart);
            setDismissed(false);
            setActive(0);
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={trackCaret}
          onClick={trackCaret}
          onBlur={() => setDismissed(true)}
        />
      </div>
      {items.length > 0 && (
        <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list}>
          {items.map((item, index) => (
            <li
              key={`${item.kind}-${item.label}`}
              id={optionId(index)}
              role="option"
              aria-selected={item === activeItem}
              className={styles.option}
              // Keeps the focus (and the caret) in the text area.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => accept(index)}
            >
              <span className={styles[item.kind === 'field' ? 'field' : 'function']}>{item.kind === 'field' ? `field('${item.label}')` : `${item.label}(…)`}</span>
              <span className={styles.kind}>{item.kind === 'field' ? 'Field' : 'Function'}</span>
            </li>
          ))}
        </ul>
      )}
      <FormulaHelp id={`${inputId}-help`} item={activeItem} call={callFn} />
      <FieldError id={`${inputId}-error`} error={shownError?.message} />
    </div>
  );
}
