import { useSiteText } from '@components/siteContext';
import { useSyncExternalStore } from 'react';
import { OUTLINE_COLLAPSED_ATTR, OUTLINE_STORAGE_KEY } from '../outline/outlineState';
import styles from './OutlineToggle.module.css';

/**
 * Whether the outline is collapsed is the attribute on <html> (the head script sets it from storage before the first
 * paint), so every toggle on the page, and the CSS that hides the outline, read the one value.
 */
function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [OUTLINE_COLLAPSED_ATTR] });
  return () => observer.disconnect();
}
const isCollapsed = () => document.documentElement.hasAttribute(OUTLINE_COLLAPSED_ATTR);

/**
 * The button that collapses the desktop outline, in the layout's `beforeOutline` slot: it sits at the
 * right of the outline title, and the choice is remembered on every page until expanded.
 */
export function OutlineToggle() {
  const t = useSiteText();
  const collapsed = useSyncExternalStore(subscribe, isCollapsed, () => false);
  const toggle = () => {
    const next = !collapsed;
    document.documentElement.toggleAttribute(OUTLINE_COLLAPSED_ATTR, next);
    try {
      localStorage.setItem(OUTLINE_STORAGE_KEY, String(next));
    } catch {
      // Not remembered when storage is blocked; the page still toggles.
    }
  };
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={!collapsed}
      aria-label={collapsed ? t('outline.expand') : t('outline.collapse')}
      title={collapsed ? t('outline.expand') : t('outline.collapse')}
      onClick={toggle}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
