import { routePrefix } from '../../config/editions';
import { FLOW_FILE_SUFFIX, flowFileUrl, PLAYGROUND_VERSION, playgroundRoute } from '../../data/flows/names';
import styles from '../FlowDiagram.module.css';
import { useAssetUrl, useEdition, useSiteText } from '../siteContext';
import { COPY_SUCCESS_MS, useStatus } from '../useStatus';

/**
 * Copies the published file, so what a reader pastes is byte for byte what "Download" saves. The clipboard item
 * takes the fetch as a promise, which keeps the click's permission in browsers that expire it across an await.
 */
async function copyFile(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((body) => new Blob([body], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/** The buttons under a flow: explore it, copy it, download it. */
export function FlowActions({
  name,
  version,
  title,
  opening,
  onExplore,
}: {
  name: string;
  /** The flow's docs version: flows of the playground's version open there. */
  version: string;
  title: string;
  /** The view is loading after a click on Explore. */
  opening: boolean;
  onExplore: () => void;
}) {
  const t = useSiteText();
  const asset = useAssetUrl();
  const { lang } = useEdition();
  const [status, setStatus] = useStatus();
  const url = asset(flowFileUrl(name));
  const file = `${name}${FLOW_FILE_SUFFIX}`;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        // Not disabled while loading: a disabled button drops the keyboard focus.
        onClick={() => opening || onExplore()}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
      >
        {t('flow.explore')}
        <span className="pb-visually-hidden"> {title}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          setStatus('');
          copyFile(url).then(
            () => setStatus(t('flow.copied', { file }), COPY_SUCCESS_MS),
            (error: Error) => setStatus(t('flow.copyFailed', { reason: error.message })),
          );
        }}
      >
        {t('flow.copy')}
        <span className="pb-visually-hidden"> {title}</span>
      </button>
      <a className={styles.action} href={url} download={file}>
        {t('flow.download')}
        <span className="pb-visually-hidden"> {file}</span>
      </a>
      {version === PLAYGROUND_VERSION && (
        <a className={styles.action} href={asset(playgroundRoute(routePrefix(version, lang), name))}>
          {t('flow.openPlayground')}
          <span className="pb-visually-hidden"> {title}</span>
        </a>
      )}
      <p className={styles.status} role="status">
        {opening ? t('flow.loading') : status}
      </p>
    </div>
  );
}
