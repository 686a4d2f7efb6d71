import { useSiteText } from '@components/siteContext';
import type { SidebarData } from '@rspress/core';
import { normalizeHrefInRuntime, useNav, usePageData, useSidebar, withBase } from '@rspress/core/runtime';
import { inEdition, LANGS, splitEdition, VERSIONS } from '../../config/editions';
import { nearestExisting } from '../../config/switching';
import { siteHasRoute } from '../siteRoutes';
import styles from './NoScriptMenu.module.css';

type Entry = SidebarData[number];

function SidebarLinks({ items }: { items: SidebarData }) {
  return (
    <ul className={styles.list}>
      {items.map((item: Entry, index) => {
        if ('dividerType' in item) return null;
        if ('sectionHeaderText' in item) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sidebar is fixed for the page
            <li key={index} className={styles.section}>
              {item.sectionHeaderText}
            </li>
          );
        }
        const children = 'items' in item ? (item.items as SidebarData) : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sidebar is fixed for the page
          <li key={index}>
            {item.link ? (
              <a href={withBase(normalizeHrefInRuntime(item.link))}>{item.text}</a>
            ) : (
              <span className={styles.group}>{item.text}</span>
            )}
            {children?.length ? <SidebarLinks items={children} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The phone menu for readers without JavaScript: the hamburger and the sidebar drawer need scripts, so a `<details>`
 * inside `<noscript>` offers the navbar's links, the page in the other languages and versions, and the sidebar.
 * Only the server renders it (Rsbuild's `import.meta.env.SSR`, true in the server and Markdown builds): with scripts on, browsers read
 * `<noscript>` as text and React does not hydrate its children, so the browser's scripts leave the menu out.
 */
export function NoScriptMenu() {
  return import.meta.env.SSR ? <NoScriptMenuContent /> : <noscript />;
}

function NoScriptMenuContent() {
  const text = useSiteText();
  const nav = useNav();
  const sidebar = useSidebar();
  const { page } = usePageData();
  const here = splitEdition(page.routePath);
  const editions = [
    ...LANGS.filter(({ lang }) => lang !== here.lang).map(({ lang, label }) => ({
      label,
      href: nearestExisting(inEdition(here.rest, { version: here.version, lang }), siteHasRoute),
    })),
    ...VERSIONS.filter((version) => version !== here.version).map((version) => ({
      label: version,
      href: nearestExisting(inEdition(here.rest, { version, lang: here.lang }), siteHasRoute),
    })),
  ];
  return (
    <noscript>
      <details className={styles.menu}>
        <summary className={styles.summary}>{text('nojs.menu')}</summary>
        <nav className={styles.panel} aria-label={text('nojs.menu')}>
          <ul className={styles.list}>
            {nav.map((item) =>
              'link' in item && item.link ? (
                <li key={item.link}>
                  <a href={withBase(normalizeHrefInRuntime(item.link))}>{item.text}</a>
                </li>
              ) : null,
            )}
            {editions.map(({ label, href }) => (
              <li key={href}>
                <a href={withBase(href)}>{label}</a>
              </li>
            ))}
          </ul>
          {sidebar.length ? <SidebarLinks items={sidebar} /> : null}
        </nav>
      </details>
    </noscript>
  );
}
