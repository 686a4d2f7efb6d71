import { useSiteText } from '@components/siteContext';
import { useEffect, useState } from 'react';
import { dismissUnreachable, onUnreachable, openAsDocument, unreachableUrl } from '../navigation/fallback';
import styles from './PageProblem.module.css';

/**
 * Tells a reader who is offline that the page they chose could not be opened, while they keep the page they are on
 * (navigation/fallback.ts). "Try again" opens it once the connection is back.
 */
export function UnreachableNotice() {
  const text = useSiteText();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(unreachableUrl());
    return onUnreachable(setUrl);
  }, []);
  if (!url) return null;
  return (
    <div className={styles.toast} role="alert">
      <p className={styles.message}>{text('offline.unreachable')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => openAsDocument(url)}>
          {text('offline.retry')}
        </button>
        <button type="button" className={styles.secondary} onClick={dismissUnreachable}>
          {text('offline.dismiss')}
        </button>
      </div>
    </div>
  );
}
