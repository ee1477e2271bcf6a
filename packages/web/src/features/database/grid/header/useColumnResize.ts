import { gridConstants } from '@cellar/core';
import { useCallback, type PointerEvent as ReactPointerEvent } from 'react';

/** Starts a resize from a column's right edge: `onLive` follows the pointer, `onDone` saves the final width. */
export function useColumnResize(onLive: (fieldId: number, width: number | null) => void, onDone: (fieldId: number, width: number) => void) {
  return useCallback(
    (event: ReactPointerEvent, fieldId: number, startWidth: number) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      const startX = event.clientX;
      const widthAt = (clientX: number) => Math.max(gridConstants.minFieldWidth, Math.round(startWidth + clientX - startX));
      const move = (moved: PointerEvent) => onLive(fieldId, widthAt(moved.clientX));
      const up = (released: PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        const width = widthAt(released.clientX);
        onLive(fieldId, null);
        if (width !== startWidth) onDone(fieldId, width);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [onLive, onDone],
  );
}
