import { useId } from 'react';
import type { Template } from '../../api/templatesApi';
import { arrowItem, onArrowKeys } from './arrowFocus';
import { TemplateIcon } from './TemplateIcon';
import styles from './templates.module.css';

/** The templates of a category or a search, as cards with icon, name and description. */
export function TemplateList({ templates, label, onChoose }: { templates: readonly Template[]; label: string; onChoose: (template: Template) => void }) {
  const listId = useId();
  return (
    <ul className={styles.cards} aria-label={label} onKeyDown={onArrowKeys}>
      {templates.map((template) => {
              const nameId = `${listId}-${template.id}-name`;
        const descriptionId = `${listId}-${template.id}-description`;
        return (
          <li key={template.id}>
            <button type="button" className={styles.card} onClick={() => onChoose(template)} aria-labelledby={nameId} aria-describedby={descriptionId} {...arrowItem}>
              <TemplateIcon name={template.icon} size={20} className={styles.cardIcon} />
              <span className={styles.cardText}>
                <span className={styles.cardName} id={nameId}>
                  {template.name}
                </span>
                <span className={styles.cardDescription} id={descriptionId}>
                  {template.description}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
