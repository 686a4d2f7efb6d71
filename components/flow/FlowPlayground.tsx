import { lazy, Suspense, useEffect, useState } from 'react';
import { useTexts } from '../siteContext';
import { LoadBoundary } from './LoadBoundary';
import texts from './playgroundTexts.json';

// The playground, React Flow and the catalogue load with this page's first render in the browser, not with the site.
const Playground = lazy(() => import('./Playground'));

/** The flow playground on its page: a note without JavaScript, the playground once the page runs in a browser. */
export function FlowPlayground() {
  const t = useTexts(texts);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (text: string, role?: 'alert') => (
    <p className="pb-pg-placeholder" role={role} style={{ minHeight: '30rem' }}>
      {text}
    </p>
  );
  if (!mounted) return placeholder(t('noScript'));
  return (
    <LoadBoundary fallback={placeholder(t('noScript'), 'alert')}>
      <Suspense fallback={placeholder(t('loading'))}>
        <Playground />
      </Suspense>
    </LoadBoundary>
  );
}
