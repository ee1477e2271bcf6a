import { Link } from 'react-router-dom';
import { Logo } from '../ui/Logo';
import { usePageTitle } from '../ui/usePageTitle';
import { ButtonSpecimens } from './style-guide/ButtonSpecimens';
import { FeedbackSpecimens } from './style-guide/FeedbackSpecimens';
import { FoundationSpecimens } from './style-guide/FoundationSpecimens';
import { InputSpecimens } from './style-guide/InputSpecimens';
import { OverlaySpecimens } from './style-guide/OverlaySpecimens';
import styles from './style-guide/StyleGuide.module.css';

const contents = [
  ['colours', 'Colours'],
  ['typography', 'Typography'],
  ['buttons', 'Buttons'],
  ['inputs', 'Inputs'],
  ['switches', 'Switches and checkboxes'],
  ['menus', 'Context menus'],
  ['dropdowns', 'Dropdowns'],
  ['modals', 'Modals'],
  ['notifications', 'Notifications'],
  ['alerts', 'Alerts'],
  ['progress', 'Progress bar'],
  ['loading', 'Loading states'],
  ['empty', 'Empty states'],
  ['copy', 'Copy control'],
] as const;

/** /style-guide: the design system, live, for anyone building Cellar's screens. */
export default function StyleGuideRoute() {
  usePageTitle('Style guide');
  return (
    <div className={styles.layout}>
      <aside className={styles.toc}>
        <Link to="/" className={styles.brand}>
          <Logo size={22} />
        </Link>
        <p className={styles.tocTitle}>Style guide</p>
        <nav aria-label="Style guide contents">
          {contents.map(([id, name]) => (
            <a key={id} href={`#${id}`} className={styles.tocLink}>
              {name}
            </a>
          ))}
        </nav>
      </aside>
      <main className={styles.main}>
        <header className={styles.intro}>
          <h1>Style guide</h1>
          <p>The building blocks of Cellar’s interface. Calm, dense and keyboard-friendly.</p>
        </header>
        <FoundationSpecimens />
        <ButtonSpecimens />
        <InputSpecimens />
        <OverlaySpecimens />
        <FeedbackSpecimens />
      </main>
    </div>
  );
}
