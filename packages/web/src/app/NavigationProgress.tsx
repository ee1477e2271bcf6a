import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { useProgress } from '../ui/progress/ProgressContext';

/** Drives the top progress bar while the router loads a page's code or data. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const progress = useProgress();
  useEffect(() => {
    if (state === 'idle') progress.finish();
    else progress.start();
  }, [state, progress]);
  return null;
}
