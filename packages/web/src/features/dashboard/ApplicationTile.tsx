import type { Application } from '@cellar/core';
import { ChevronRight } from 'lucide-react';
import { applicationType, countDependents } from '../applications/applicationTypes';
import { useSelectApplication } from '../applications/useSelectApplication';
import styles from './Dashboard.module.css';

/** An application as a dashboard tile: type icon, name and what it holds; a click selects it. */
export function ApplicationTile({ application }: { application: Application }) {
  const type = applicationType(application.type);
  const select = useSelectApplication();
  const Icon = type.icon;
  return (
    <li>
      <button type="button" className={styles.tile} onClick={() => select(application)}>
        <span className={styles.tileIcon} aria-hidden>
          <Icon size={18} />
        </span>
        <span className={styles.tileText}>
          <span className={styles.tileName}>{application.name}</span>
          <span className={styles.tileMeta}>
            {type.name} · {countDependents(type.dependents(application))}
          </span>
        </span>
        <ChevronRight size={16} className={styles.tileChevron} aria-hidden />
      </button>
    </li>
  );
}
