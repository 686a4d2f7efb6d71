import { useSite } from '@rspress/core/runtime';
import { renderHtmlOrText } from '@rspress/core/theme-original';
import styles from './DocFooterMessage.module.css';

/** The site's footer message (themeConfig.footer.message) under a doc page; v2 shows it on the home page only. */
export function DocFooterMessage() {
  const { site } = useSite();
  const message = site.themeConfig.footer?.message;
  if (!message) return null;
  return <footer className={`${styles.footer} pb-doc-footer-message`} {...renderHtmlOrText(message)} />;
}
