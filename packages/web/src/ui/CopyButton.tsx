import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styles from './CopyButton.module.css';

/** How long 'Copied!' stays fully visible, and how long it then takes to fade (spec §9). */
export const copiedTimings = { visibleMs: 500, fadeMs: 1000 } as const;

/** Puts text on the clipboard, falling back to a hidden textarea where the async API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** A copy control: copies `value` and confirms with a fading 'Copied!'. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [phase, setPhase] = useState<'idle' | 'shown' | 'fading'>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const onClick = async () => {
    timers.current.forEach(clearTimeout);
    await copyText(value).catch(() => undefined);
    setPhase('shown');
    timers.current = [
      setTimeout(() => setPhase('fading'), copiedTimings.visibleMs),
      setTimeout(() => setPhase('idle'), copiedTimings.visibleMs + copiedTimings.fadeMs),
    ];
  };

  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} onClick={onClick} aria-label={label}>
        <Copy size={14} aria-hidden />
      </button>
      {phase !== 'idle' && (
        <span className={`${styles.copied} ${phase === 'fading' ? styles.fading : ''}`} role="status" style={{ transitionDuration: `${copiedTimings.fadeMs}ms` }}>
          Copied!
        </span>
      )}
    </span>
  );
}
