import { FLOW_FILE_SUFFIX } from '../../data/flows/names';

import { RIGHT_TABS } from './appWindow';
import { DiagramFigure } from './DiagramFigure';
import { useDiagramText } from './diagramText';
import styles from './ShareTab.module.css';

/** The words the app shows: its interface is in English in every edition of the docs. */
const APP = {
  download: 'Download',
  downloadOutputs: 'Download outputs',
  publicLink: 'Public link',
  fields: ['Title', 'Description'],
  cover: 'Cover image',
  visiblePrompts: 'Visible prompts',
  createLink: 'Create link',
  saveAsTemplate: 'Save as template',
  downloadFlowFile: 'Download flow file',
} as const;
const ACTIVE_TAB = 'Share';

/** Geometry, in viewBox units. */
const W = 400;
const PAD = 20;
const INNER = W - 2 * PAD;
const TAB_W: Record<(typeof RIGHT_TABS)[number], number> = {
  'Node Properties': 112,
  Chat: 48,
  Share: 56,
  'Style Training': 96,
};

function Button({
  x,
  y,
  width,
  label,
  primary = false,
}: {
  x: number;
  y: number;
  width: number;
  label: string;
  primary?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={30} rx={6} className={primary ? styles.primary : styles.button} />
      <text
        x={x + width / 2}
        y={y + 20}
        textAnchor="middle"
        className={primary ? styles.primaryText : styles.buttonText}
      >
        {label}
      </text>
    </g>
  );
}

/** The right sidebar's Share tab, its four ways out of the canvas from top to bottom (Interface › Share, Sharing). */
export function ShareTab() {
  const t = useDiagramText();
  let x = PAD;
  const tabs = RIGHT_TABS.map((tab) => {
    const at = x;
    x += TAB_W[tab] + 4;
    return { tab, at, width: TAB_W[tab] };
  });
  const linkTop = 160;
  const fieldsTop = linkTop + 16;
  const coverTop = fieldsTop + APP.fields.length * 56;
  const toggleTop = coverTop + 78;
  const createTop = toggleTop + 36;
  const templateTop = createTop + 62;
  const flowTop = templateTop + 46;
  const height = flowTop + 58;
  return (
    <DiagramFigure
      framed
      title={t('diagram.share.title')}
      description={t('diagram.share.description', { suffix: FLOW_FILE_SUFFIX })}
      width={W}
      height={height}
      minFont={12}
    >
      {tabs.map(({ tab, at, width }) => (
        <g key={tab}>
          {tab === ACTIVE_TAB && <rect x={at} y={16} width={width} height={28} rx={6} className={styles.tabActive} />}
          <text
            x={at + width / 2}
            y={35}
            textAnchor="middle"
            className={tab === ACTIVE_TAB ? styles.tabTextActive : styles.tabText}
          >
            {tab}
          </text>
        </g>
      ))}
      <line x1={PAD} x2={W - PAD} y1={56} y2={56} className={styles.rule} />

      <text x={PAD} y={84} className={styles.section}>
        {APP.download}
      </text>
      <Button x={PAD} y={94} width={INNER} label={APP.downloadOutputs} />

      <text x={PAD} y={linkTop} className={styles.section}>
        {APP.publicLink}
      </text>
      {APP.fields.map((field, i) => (
        <g key={field}>
          <text x={PAD} y={fieldsTop + 16 + i * 56} className={styles.label}>
            {field}
          </text>
          <rect x={PAD} y={fieldsTop + 24 + i * 56} width={INNER} height={26} rx={5} className={styles.field} />
        </g>
      ))}
      <text x={PAD} y={coverTop + 16} className={styles.label}>
        {APP.cover}
      </text>
      <rect x={PAD} y={coverTop + 24} width={72} height={44} rx={5} className={styles.cover} />
      <path d={`M${PAD + 8} ${coverTop + 60}l16-14 10 8 12-12 18 18`} className={styles.coverLine} />
      <text x={PAD} y={toggleTop + 17} className={styles.label}>
        {APP.visiblePrompts}
      </text>
      <rect x={W - PAD - 40} y={toggleTop + 2} width={40} height={22} rx={11} className={styles.toggleOn} />
      <circle cx={W - PAD - 11} cy={toggleTop + 13} r={8} className={styles.knob} />
      <Button x={PAD} y={createTop} width={INNER} label={APP.createLink} primary />

      <line x1={PAD} x2={W - PAD} y1={templateTop - 16} y2={templateTop - 16} className={styles.rule} />
      <Button x={PAD} y={templateTop} width={INNER} label={APP.saveAsTemplate} />
      <Button x={PAD} y={flowTop} width={INNER} label={APP.downloadFlowFile} />
      <text x={W / 2} y={flowTop + 48} textAnchor="middle" className={styles.note}>
        {FLOW_FILE_SUFFIX}
      </text>
    </DiagramFigure>
  );
}
