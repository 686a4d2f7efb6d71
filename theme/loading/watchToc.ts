import { useWatchToc as useBasicWatchToc } from '@rspress/core/theme-original';
import { startTransition, useCallback } from 'react';

/**
 * The original outline watcher, whose state update (the doc layout learning its content element) is a transition:
 * made while React attaches refs, it was synchronous, so the layout re-rendered and every pending effect of the
 * page ran in the same long task as the hydration.
 */
export function useWatchToc(): { rspressDocRef: (element: HTMLDivElement | null) => void } {
  const { rspressDocRef } = useBasicWatchToc();
  const ref = useCallback(
    (element: HTMLDivElement | null) => startTransition(() => rspressDocRef(element)),
    [rspressDocRef],
  );
  return { rspressDocRef: ref };
}
