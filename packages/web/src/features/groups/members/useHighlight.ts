import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a re-sent or new invitation stays highlighted (spec §9). */
export const invitationHighlightMs = 2000;

/** One id at a time marked for a moment, e.g. the invitation that was just sent. */
export function useHighlight(durationMs = invitationHighlightMs): [number | null, (id: number) => void] {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const highlight = useCallback(
    (id: number) => {
      clearTimeout(timer.current);
      setHighlighted(id);
      timer.current = setTimeout(() => setHighlighted(null), durationMs);
    },
    [durationMs],
  );
  return [highlighted, highlight];
}
