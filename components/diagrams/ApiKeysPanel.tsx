import { PROVIDER_IDS, PROVIDERS, type ProviderId } from '../../data/catalog';

import styles from './ApiKeysPanel.module.css';
import { DiagramFigure } from './DiagramFigure';
import { useDiagramText } from './diagramText';

/** Every provider that takes a key, in the order the API Keys guide lists them. */
const KEYED = PROVIDER_IDS.filter((id) => PROVIDERS[id].keyAnchor !== null);
/** The fields drawn: one key accepted, one refused, two empty; the rest are counted below them. */
const SHOWN: Partial<Record<ProviderId, 'connected' | 'refused' | 'empty'>> = {
  fal: 'connected',
  openai: 'refused',
  anthropic: 'empty',
  google: 'empty',
};
/** The words the app shows: its interface is in English in every edition of the docs. */
const APP = {
  settings: 'Settings',
  section: 'API Keys',
  placeholder: 'Paste your key',
  save: 'Save',
  connected: 'Connected',
  refused: 'Invalid API key',
} as const;

/** Geometry, in viewBox units. */
const W = 460;
const ROW = 58;
const TOP = 74;
const LABEL_X = 20;
const FIELD_X = 110;
const FIELD_W = 170;
const SAVE_X = FIELD_X + FIELD_W + 10;
const STATUS_X = SAVE_X + 60;

function Field({ provider, state, y }: { provider: ProviderId; state: 'connected' | 'refused' | 'empty'; y: number }) {
  const filled = state !== 'empty';
  return (
    <g>
      <text x={LABEL_X} y={y + 19} className={styles.provider}>
        {PROVIDERS[provider].name}
      </text>
      <rect
        x={FIELD_X}
        y={y}
        width={FIELD_W}
        height={28}
        rx={5}
        className={state === 'refused' ? styles.fieldRefused : styles.field}
      />
      {filled ? (
        // A saved key shows as dots; drawn as circles, so every font gives the same width.
        Array.from({ length: 14 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are identical and never reorder
          <circle key={i} cx={FIELD_X + 14 + i * 9} cy={y + 14} r={2.5} className={styles.value} />
        ))
      ) : (
        <text x={FIELD_X + 10} y={y + 19} className={styles.placeholder}>
          {APP.placeholder}
        </text>
      )}
      <rect x={SAVE_X} y={y} width={50} height={28} rx={5} className={styles.save} />
      <text x={SAVE_X + 25} y={y + 19} textAnchor="middle" className={styles.saveText}>
        {APP.save}
      </text>
      {state === 'connected' && (
        <g>
          <path d={`M${STATUS_X} ${y + 14}l4 4 8-9`} className={styles.check} />
          <text x={STATUS_X + 18} y={y + 19} className={styles.statusText}>
            {APP.connected}
          </text>
        </g>
      )}
      {state === 'refused' && (
        <text x={FIELD_X} y={y + 44} className={styles.refusedText}>
          {APP.refused}
        </text>
      )}
    </g>
  );
}

/** Settings › API Keys as the API Keys guide describes it: a field per provider, a key accepted and a key refused. */
export function ApiKeysPanel() {
  const t = useDiagramText();
  const shown = KEYED.filter((id) => SHOWN[id]);
  const more = String(KEYED.length - shown.length);
  const height = TOP + shown.length * ROW + 40;
  return (
    <DiagramFigure
      framed
      title={t('diagram.apiKeys.title')}
      description={t('diagram.apiKeys.description', {
        count: String(KEYED.length),
        more,
        connected: APP.connected,
        refused: APP.refused,
      })}
      width={W}
      height={height}
      minFont={12}
    >
      <text x={LABEL_X} y={32} className={styles.breadcrumb}>
        {APP.settings} › <tspan className={styles.heading}>{APP.section}</tspan>
      </text>
      <line x1={LABEL_X} x2={W - LABEL_X} y1={48} y2={48} className={styles.rule} />
      {shown.map((provider, i) => (
        <Field key={provider} provider={provider} state={SHOWN[provider] ?? 'empty'} y={TOP + i * ROW} />
      ))}
      <text x={LABEL_X} y={TOP + shown.length * ROW + 10} className={styles.more}>
        {t('diagram.apiKeys.more', { count: more })}
      </text>
    </DiagramFigure>
  );
}
