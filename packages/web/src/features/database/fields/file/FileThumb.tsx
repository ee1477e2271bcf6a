import type { FileItem } from '@cellar/core';
import { extensionLabel, fileKindOf } from './fileValues';
import styles from './file.module.css';

/** A file's small picture: its thumbnail when it is an image, else the icon of its kind with the extension. */
export function FileThumb({ file, size = 'small' }: { file: FileItem; size?: 'tiny' | 'small' }) {
  const thumbnail = file.thumbnails?.[size];
  if (file.is_image && thumbnail) {
    return <img className={size === 'tiny' ? styles.tinyThumb : styles.smallThumb} src={thumbnail.url} alt="" draggable={false} />;
  }
  const { Icon } = fileKindOf(file);
  return (
    <span className={size === 'tiny' ? styles.tinyIcon : styles.smallIcon} aria-hidden>
      <Icon size={size === 'tiny' ? 12 : 18} />
      {size === 'small' && <span className={styles.extension}>{extensionLabel(file)}</span>}
    </span>
  );
}
