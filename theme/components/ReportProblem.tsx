import { useSiteText } from '@components/siteContext';
import { usePageData } from '@rspress/core/runtime';
import { REPO_URL, SITE_ORIGIN } from '../../config/site';
import { reportProblemUrl } from '../reportProblem';
import styles from './ReportProblem.module.css';

/**
 * "Report a problem" beside "Edit this page": opens a new issue in the docs repository with the page's
 * title and address filled in, for readers who would rather say what is wrong than edit the page. A plain link, so it
 * works before the page's scripts run. In the layout's `beforeDocFooter` slot (above the footer's "Edit this page")
 * and in OutlineFoot (under the outline's).
 */
export function ReportProblem({ place }: { place: 'footer' | 'outline' }) {
  const t = useSiteText();
  const { page, siteData } = usePageData();
  const base = (siteData.base || '/').replace(/\/$/, '');
  const url = `${SITE_ORIGIN}${base}${page.routePath}`;
  const title = String(page.title ?? '');
  const href = reportProblemUrl(REPO_URL, t('report.title', { title }), t('report.body', { url }));
  const link = (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={place === 'outline' ? `rp-outline__action-row ${styles.link}` : styles.link}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
        <path
          d="M3 14V2.5m0 0h8.2l-1.6 3 1.6 3H3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {t('report.link')}
    </a>
  );
  return place === 'outline' ? link : <div className={styles.footerRow}>{link}</div>;
}
