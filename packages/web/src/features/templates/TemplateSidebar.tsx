import { LayoutGrid, Search } from 'lucide-react';
import type { TemplateCategory } from '@cellar/core';
import { Skeleton } from '../../ui/Skeleton';
import { allTemplates, type CategoryChoice } from './templateSearch';
import { arrowItem, onArrowKeys } from './arrowFocus';
import styles from './templates.module.css';

/** Props of the gallery's left side. */
export interface TemplateSidebarProps {
  categories: readonly TemplateCategory[] | undefined;
  choice: CategoryChoice;
  onChoose: (choice: CategoryChoice) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

const isChosen = (choice: CategoryChoice, candidate: CategoryChoice) =>
  choice.kind === candidate.kind && (choice.kind === 'all' || (candidate.kind === 'category' && candidate.id === choice.id));

/** The search box and the categories, each with how many templates it holds. */
export function TemplateSidebar({ categories, choice, onChoose, query, onQueryChange }: TemplateSidebarProps) {
  const searching = query.trim() !== '';
  const item = (candidate: CategoryChoice, name: string, count: number) => {
    // While a search runs it spans every category, so none is shown as the current one.
    const current = !searching && isChosen(choice, candidate);
    return (
      <li key={candidate.kind === 'all' ? 'all' : candidate.id}>
        <button type="button" className={`${styles.category} ${current ? styles.current : ''}`} aria-current={current || undefined} onClick={() => onChoose(candidate)} {...arrowItem}>
          <span className={styles.categoryName}>{name}</span>
          <span className={styles.count} aria-label={`${count} ${count === 1 ? 'template' : 'templates'}`}>
            {count}
          </span>
        </button>
      </li>
    );
  };
  return (
    <div className={styles.sidebar}>
      <p className={styles.sidebarTitle}>
        <LayoutGrid size={16} aria-hidden /> Templates
      </p>
      <div className={styles.search}>
        <Search size={14} aria-hidden />
        <input type="search" value={query} onChange={(event) => onQueryChange(event.target.value)} placeholder="Search templates" aria-label="Search templates" />
      </div>
      {categories ? (
        <nav aria-label="Template categories">
          <ul className={styles.categories} onKeyDown={onArrowKeys}>
            {item({ kind: 'all' }, 'All templates', allTemplates(categories).length)}
            {categories.map((category) => item({ kind: 'category', id: category.id }, category.name, category.templates.length))}
          </ul>
        </nav>
      ) : (
        <div className={styles.categories} aria-hidden>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={14} width={index % 2 ? '60%' : '80%'} />
          ))}
        </div>
      )}
    </div>
  );
}
