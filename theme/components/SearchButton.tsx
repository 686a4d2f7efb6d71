/*
 * Ejected from Rspress v2's SearchButton: its narrow-screen trigger is a <div> with no name,
 * which keyboards cannot reach and screen readers announce as nothing. Ours is a real button
 * named "Search" (i18n key searchShortText). The wide button keeps a slot for its modifier key, so it does not
 * grow when the key is filled in after hydration, and spaces its key hint ("Ctrl K", not "CtrlK").
 */
import { useI18n } from '@rspress/core/runtime';
import { IconSearch, type SearchButtonProps, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import type siteTexts from '../../i18n.json';
import styles from './SearchButton.module.css';

export function SearchButton({ setFocused }: SearchButtonProps) {
  const [metaKey, setMetaKey] = useState<string | null>(null);
  const t = useI18n<typeof siteTexts>();
  useEffect(() => {
    setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <>
      <button type="button" className={`rp-search-button ${styles.wide}`} onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span
          className={`rp-search-button__hotkey ${styles.hotkey}`}
          style={{ opacity: metaKey ? 1 : 0 }}
          aria-hidden="true"
        >
          <span className={styles.modifier}>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className={`rp-search-button--mobile ${styles.mobile}`}
        aria-label={t('searchShortText')}
        onClick={() => setFocused(true)}
      >
        <SvgWrapper icon={IconSearch} />
      </button>
    </>
  );
}
