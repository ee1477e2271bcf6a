import { useEffect, useId, useRef } from 'react';
import type { TemplateSummary } from '@cellar/core';
import { arrowItem, onArrowKeys } from './arrowFocus';
import { TemplateIcon } from './TemplateIcon';
import styles from './templates.module.css';

/**
 * The templates of a category or a search, as cards with icon, name and description. The whole
 * card answers a click, but the button is only the name (its accessible name matches its visible
 * label, WCAG 2.5.3), with the description read after it.
 */
export function TemplateList({ templates, label, onChoose, focusId }: { templates: readonly TemplateSummary[]; label: string; onChoose: (template: TemplateSummary) => void; focusId?: number | null }) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Back from a template's preview, focus returns to its card rather than to the top of the dialog.
  useEffect(() => {
    if (focusId != null) list.current?.querySelector<HTMLElement>(`[data-template-id="${focusId}"]`)?.focus();
  }, [focusId]);
  return (
    <ul ref={list} className={styles.cards} aria-label={label} onKeyDown={onArrowKeys}>
      {templates.map((template) => {
        const descriptionId = `${listId}-${template.id}`;
        return (
          <li key={template.id} className={styles.card}>
            <TemplateIcon name={template.icon} size={20} className={styles.cardIcon} />
            <div className={styles.cardText}>
              <button type="button" className={styles.cardName} onClick={() => onChoose(template)} aria-describedby={descriptionId} data-template-id={template.id} {...arrowItem}>
                {template.name}
              </button>
              <p className={styles.cardDescription} id={descriptionId}>
                {template.description}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
