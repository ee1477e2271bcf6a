import { CopyButton } from '../../ui/CopyButton';
import styles from './ApiDocs.module.css';

/** A titled code block with a copy control. */
export function CodeSample({ title, code }: { title: string; code: string }) {
  return (
    <figure className={styles.sample}>
      <figcaption className={styles.sampleHead}>
        <span>{title}</span>
        <CopyButton value={code} label={`Copy ${title.toLowerCase()}`} />
      </figcaption>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
