import type { Application } from '@cellar/core';
import { ChevronRight } from 'lucide-react';
import { applicationType, countDependents } from '../applications/applicationTypes';
import { useSelectApplication } from '../applications/useSelectApplication';
import { useSelectedGroup } from '../groups/useSelectedGroup';
import styles from './Dashboard.module.css';

/**
 * An application as a dashboard tile: type icon, name and what it holds. A click selects its
 * group, so the sidebar shows the application (and a database's 'Create table'), then selects it.
 */
export function ApplicationTile({ application }: { application: Application }) {
  const type = applicationType(application.type);
  const select = useSelectApplication();
  const { group, select: selectGroup } = useSelectedGroup();
  const Icon = type.icon;
  const choose = () => {
    if (group?.id !== application.group.id) selectGroup(application.group.id);
    select(application);
  };
  return (
    <li>
      <button type="button" className={styles.tile} onClick={choose}>
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
