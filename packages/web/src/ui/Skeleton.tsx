import styles from './Skeleton.module.css';

/** A shimmering placeholder of the content's shape while it loads. */
export function Skeleton({ width = '100%', height = 12, radius = 4 }: { width?: number | string; height?: number; radius?: number }) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden />;
}
