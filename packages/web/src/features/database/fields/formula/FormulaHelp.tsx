import type { CompletionFunction, CompletionItem } from './formulaCompletion';
import styles from './formulaEditor.module.css';

/**
 * What the editor explains beside the text: the highlighted choice of the completion list, else
 * the function the caret is inside, with its signature, description and an example.
 */
export function FormulaHelp({ id, item, call }: { id: string; item: CompletionItem | null; call: CompletionFunction | null }) {
  if (item?.kind === 'field') {
    return (
      <div id={id} className={styles.help}>
        <code className={styles.signature}>field('{item.label}')</code>
        <p>{item.field.detail}</p>
      </div>
    );
  }
  const fn = item?.kind === 'function' ? item.fn : call;
  if (!fn) {
    return (
      <p id={id} className={styles.hint}>
        Type a function or a field name; Tab or Enter takes a suggestion.
      </p>
    );
  }
  return (
    <div id={id} className={styles.help}>
      <code className={styles.signature}>{fn.signature}</code>
      <p>{fn.description}</p>
      <p className={styles.example}>
        Example: <code>{fn.example}</code>
      </p>
    </div>
  );
}
