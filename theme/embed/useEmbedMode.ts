import { removeBase, useLocation, useNavigate } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { EMBED_PARTS, embedQuery, hiddenParts, withEmbedParams } from './embed';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Keeps an embedded page embedded (see embed.ts): once a page is opened with embed parameters, the
 * pages reached from it carry the same parameters. A followed link gets them before navigation (and a link
 * opened in a new tab gets them in its href); any other navigation that drops them gets them back at once.
 */
export function useEmbedMode(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const embedded = useRef('');

  useEffect(() => {
    const own = embedQuery(location.search);
    if (own) embedded.current = own;
    else if (embedded.current) {
      navigate(`${location.pathname}?${embedded.current}${location.hash}`, { replace: true });
      return;
    }
    const hidden = new Set(hiddenParts(location.search));
    for (const part of EMBED_PARTS) document.documentElement.toggleAttribute(`data-embed-${part}`, hidden.has(part));
  }, [location, navigate]);

  useEffect(() => {
    if (!embedQuery(location.search)) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const href = withEmbedParams(anchor.getAttribute('href') ?? '', window.location.href);
      if (!href) return;
      if (!isPlainLeftClick(event)) {
        anchor.setAttribute('href', href);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      navigate(removeBase(href));
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, [location.search, navigate]);
}
