import { pathnameToRouteService, removeBase } from '@rspress/core/runtime';
import { startTransition as reactStartTransition, type TransitionStartFunction } from 'react';
import { isChunkLoadError, isOffline, openAsDocument } from './fallback';

type Scope = () => unknown;

function preloadRoute(url: string): Promise<unknown> {
  const route = pathnameToRouteService(removeBase(new URL(url, window.location.href).pathname));
  return route ? route.preload() : Promise.resolve();
}

/** Runs the scope; an async scope whose code failed to load ends in `openAsDocument` instead of rejecting. */
function run(scope: Scope, url: string | undefined): Promise<void> | undefined {
  const result = scope();
  if (!(result instanceof Promise)) return undefined;
  return result.then(
    () => undefined,
    (error: unknown) => {
      if (!url || !isChunkLoadError(error)) throw error;
      openAsDocument(url);
    },
  );
}

/**
 * A `startTransition` for Rspress's Link (its `startTransition` prop), which runs the move to another page in it:
 * first loading the target's code, then navigating. When that code cannot load, the target opens as a whole document
 * (navigation/fallback.ts) instead of the failure reaching React, which unmounted the page. `target` gives the
 * document URL of the link being followed; `startTransition` is the caller's own, if it gave one. Offline, the code is tried before Rspress starts its progress bar, so a
 * page that cannot load leaves no bar running.
 */
export function guardedTransition(
  target: () => string | undefined,
  startTransition: TransitionStartFunction = reactStartTransition,
): (scope: Scope) => void {
  return (scope) => {
    const url = target();
    if (url && isOffline()) {
      preloadRoute(url).then(
        () => startTransition(() => run(scope, url)),
        () => openAsDocument(url),
      );
      return;
    }
    startTransition(() => run(scope, url));
  };
}
