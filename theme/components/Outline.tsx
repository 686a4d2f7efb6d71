import { useSiteText } from '@components/siteContext';
import { Outline as BasicOutline } from '@rspress/core/theme-original';
import { useEffect, useId, useState } from 'react';
import { isCollapsedValue, OUTLINE_COLLAPSED_ATTR, OUTLINE_STORAGE_KEY } from '../outline/outlineState';
import styles from './Outline.module.css';

/** The original outline with a button that collapses it on wide screens; the choice is remembered. */
export function Outline() {
  const t = useSiteText();
  const id = useId();
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(OUTLINE_STORAGE_KEY);
    } catch {
      // Storage blocked: the outline stays expanded.
    }
    setCollapsed(isCollapsedValue(stored));
  }, []);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    document.documentElement.toggleAttribute(OUTLINE_COLLAPSED_ATTR, next);
    try {
      localStorage.setItem(OUTLINE_STORAGE_KEY, String(next));
    } catch {
      // Not remembered when storage is blocked; the page still toggles.
    }
  };

  return (
    <div className={styles.wrapper} id={id}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={id}
        aria-label={collapsed ? t('outline.expand') : t('outline.collapse')}
        title={collapsed ? t('outline.expand') : t('outline.collapse')}
        onClick={toggle}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <BasicOutline />
    </div>
  );
}
