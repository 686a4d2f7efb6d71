import { useSiteText } from '@components/siteContext';
import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, isOffline } from '../navigation/fallback';
import styles from './PageProblem.module.css';

/** The path the document was loaded at: a failure elsewhere came after the reader moved within the app. */
const loadedAt = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Shown in place of a part of the page that failed to render, instead of React unmounting the whole page. A page
 * whose code could not load after the reader moved to it (back and forward, or a link the guarded transition did not
 * see) is loaded again as a whole document, which after a deploy brings the new code; offline, or when the page just
 * loaded already failed, the reader is told and can reload.
 */
function PageErrorFallback({ error }: FallbackProps) {
  const text = useSiteText();
  const chunk = isChunkLoadError(error);
  const reloadNow = chunk && !isOffline() && window.location.pathname !== loadedAt;
  useEffect(() => {
    if (reloadNow) window.location.reload();
  }, [reloadNow]);
  return (
    <div className={styles.panel} role="alert">
      <h1 className={styles.title}>{text('pageError.title')}</h1>
      <p className={styles.message}>
        {reloadNow
          ? text('pageError.loading')
          : chunk && isOffline()
            ? text('pageError.offline')
            : text('pageError.failed')}
      </p>
      {reloadNow ? null : (
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {text('pageError.reload')}
        </button>
      )}
    </div>
  );
}

/** Catches what a part of the page throws while rendering; the next page the reader opens starts afresh. */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary FallbackComponent={PageErrorFallback} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
