import { Row, Specimen } from './Specimen';
import styles from './StyleGuide.module.css';

const swatches = [
  ['--accent', 'Accent'],
  ['--grey-900', 'Text'],
  ['--grey-600', 'Secondary text'],
  ['--grey-200', 'Border'],
  ['--grey-50', 'Subtle background'],
  ['--success', 'Success'],
  ['--warning', 'Warning'],
  ['--danger', 'Danger'],
] as const;

const sizes = [
  ['--text-2xl', 'Page title · 24px'],
  ['--text-xl', 'Dialog title · 20px'],
  ['--text-md', 'Body · 14px'],
  ['--text-sm', 'Controls and dense UI · 13px'],
  ['--text-xs', 'Help text and captions · 12px'],
] as const;

/** The tokens every component is built from: colours and type sizes. */
export function FoundationSpecimens() {
  return (
    <>
      <Specimen id="colours" title="Colours" usage="Neutral greys carry the interface; the single accent marks what is active or primary. Status colours are kept for status.">
        <div className={styles.swatches}>
          {swatches.map(([token, name]) => (
            <div key={token} className={styles.swatch}>
              <span className={styles.swatchColour} style={{ background: `var(${token})` }} />
              <span className={styles.swatchName}>{name}</span>
              <code>{token}</code>
            </div>
          ))}
        </div>
      </Specimen>
      <Specimen id="typography" title="Typography" usage="Inter, bundled with the app. Dense screens use 13px; reading text uses 14px.">
        {sizes.map(([token, name]) => (
          <Row key={token} label={token}>
            <span style={{ fontSize: `var(${token})`, fontWeight: token.includes('xl') ? 600 : 400 }}>{name}</span>
          </Row>
        ))}
      </Specimen>
    </>
  );
}
