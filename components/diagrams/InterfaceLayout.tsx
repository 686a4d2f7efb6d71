import type { SocketType } from '../../data/socketTypes';
import { socketShapePath } from '../SocketShape';
import { useEdition } from '../siteContext';
import { LEFT_TABS, RIGHT_TABS, tabInVersion } from './appWindow';
import { DiagramFigure, DotGrid } from './DiagramFigure';
import { useDiagramText } from './diagramText';
import styles from './InterfaceLayout.module.css';

const LEFT_ACTIVE: (typeof LEFT_TABS)[number] = 'Nodes';
const RIGHT_ACTIVE: (typeof RIGHT_TABS)[number] = 'Node Properties';
const PROPERTY_FIELDS = ['Model variant', 'Aspect ratio', 'Seed'] as const;

const TYPE_CLASS: Record<SocketType, string | undefined> = {
  text: styles.typeText,
  image: styles.typeImage,
  video: styles.typeVideo,
  audio: styles.typeAudio,
  mesh: styles.typeMesh,
  style: styles.typeStyle,
};

/** Geometry, in viewBox units. */
const W = 880;
const H = 520;
const TOOLBAR_H = 52;
const LEFT_W = 164;
const RIGHT_X = 676;
const TAB_TOP = 100;
const TAB_STEP = 34;
const NODE_Y = 180;
const NODE_W = 128;
const NODE_H = 112;
const ROW_1 = NODE_Y + 54;
const ROW_2 = NODE_Y + 78;
const NODE_X = [186, 354, 522] as const;

interface SocketProps {
  type: SocketType;
  /** Centre of the socket on the node edge. */
  x: number;
  y: number;
  /** Optional inputs are drawn outlined, everything else filled. */
  optional?: boolean;
}

function SocketMark({ type, x, y, optional = false }: SocketProps) {
  const size = 12;
  return (
    <path
      d={socketShapePath(type)}
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 16})`}
      className={`${TYPE_CLASS[type]} ${optional ? styles.socketOptional : styles.socketRequired}`}
    />
  );
}

function Edge({ type, x1, x2, y }: { type: SocketType; x1: number; x2: number; y: number }) {
  return <path d={`M${x1} ${y}H${x2}`} className={`${TYPE_CLASS[type]} ${styles.edge}`} />;
}

function NodeBox({ x, title, selected = false }: { x: number; title: string; selected?: boolean }) {
  return (
    <g>
      <rect
        x={x}
        y={NODE_Y}
        width={NODE_W}
        height={NODE_H}
        rx={8}
        className={selected ? styles.nodeSelected : styles.node}
      />
      <text x={x + 12} y={NODE_Y + 22} className={styles.nodeTitle}>
        {title}
      </text>
      <line x1={x} x2={x + NODE_W} y1={NODE_Y + 34} y2={NODE_Y + 34} className={styles.rule} />
    </g>
  );
}

function SocketLabels({ x, y, left, right }: { x: number; y: number; left?: string; right?: string }) {
  return (
    <>
      {left ? (
        <text x={x + 14} y={y + 4} className={styles.muted}>
          {left}
        </text>
      ) : null}
      {right ? (
        <text x={x + NODE_W - 14} y={y + 4} textAnchor="end" className={styles.muted}>
          {right}
        </text>
      ) : null}
    </>
  );
}

function TabList({ tabs, active, x, width }: { tabs: readonly string[]; active: string; x: number; width: number }) {
  return (
    <g>
      {tabs.map((tab, index) => {
        const y = TAB_TOP + index * TAB_STEP;
        const isActive = tab === active;
        return (
          <g key={tab}>
            {isActive ? <rect x={x} y={y} width={width} height={28} rx={6} className={styles.tabActive} /> : null}
            <text x={x + 12} y={y + 19} className={isActive ? styles.labelActive : styles.label}>
              {tab}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A labelled wireframe of the app window: toolbar, both sidebars with their tabs, and the canvas. */
export function InterfaceLayout() {
  const t = useDiagramText();
  const { version } = useEdition();
  const inVersion = (tab: string) => tabInVersion(tab, version);
  const leftTabs = LEFT_TABS.filter(inVersion);
  const rightTabs = RIGHT_TABS.filter(inVersion);
  const [textX, generatorX, imageX] = NODE_X;
  const panelTop = TAB_TOP + rightTabs.length * TAB_STEP + 12;
  const description = t('interface.description', {
    leftCount: String(leftTabs.length),
    leftTabs: leftTabs.join(', '),
    leftActive: LEFT_ACTIVE,
    rightCount: String(rightTabs.length),
    rightTabs: rightTabs.join(', '),
    rightActive: RIGHT_ACTIVE,
    fields: PROPERTY_FIELDS.join(', '),
  });
  return (
    <DiagramFigure
      title={t('interface.title')}
      description={description}
      caption={t('interface.caption', { leftCount: String(leftTabs.length), rightCount: String(rightTabs.length) })}
      width={W}
      height={H}
    >
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={12} className={styles.frame} />

      {/* Canvas */}
      <DotGrid x={LEFT_W} y={TOOLBAR_H} width={RIGHT_X - LEFT_W} height={H - TOOLBAR_H - 1} />
      <text x={LEFT_W + 16} y={TOOLBAR_H + 28} className={styles.regionLabel}>
        {t('interface.canvas')}
      </text>

      <Edge type="text" x1={textX + NODE_W} x2={generatorX} y={ROW_1} />
      <Edge type="image" x1={generatorX + NODE_W} x2={imageX} y={ROW_1} />

      <NodeBox x={textX} title="Text" />
      <SocketLabels x={textX} y={ROW_1} left="text" right="text" />
      <text x={textX + 14} y={ROW_2 + 4} className={styles.small}>
        {t('interface.samplePrompt')}
      </text>
      <SocketMark type="text" x={textX} y={ROW_1} optional />
      <SocketMark type="text" x={textX + NODE_W} y={ROW_1} />

      <NodeBox x={generatorX} title="FLUX.1 [dev]" selected />
      <SocketLabels x={generatorX} y={ROW_1} left="prompt" right="image" />
      <SocketLabels x={generatorX} y={ROW_2} left="image" />
      <SocketMark type="text" x={generatorX} y={ROW_1} />
      <SocketMark type="image" x={generatorX} y={ROW_2} optional />
      <SocketMark type="image" x={generatorX + NODE_W} y={ROW_1} />

      <NodeBox x={imageX} title="Image" />
      <SocketLabels x={imageX} y={ROW_1} left="image" right="image" />
      <rect x={imageX + 14} y={ROW_1 + 14} width={NODE_W - 28} height={34} rx={4} className={styles.preview} />
      <path d={`M${imageX + 20} ${ROW_1 + 42}l18-14 12 9 14-16 20 21`} className={styles.previewLine} />
      <SocketMark type="image" x={imageX} y={ROW_1} optional />
      <SocketMark type="image" x={imageX + NODE_W} y={ROW_1} />

      <text x={614} y={432} textAnchor="middle" className={styles.small}>
        {t('interface.minimap')}
      </text>
      <rect x={568} y={440} width={92} height={62} rx={4} className={styles.minimap} />
      <rect x={582} y={462} width={16} height={12} rx={2} className={styles.minimapNode} />
      <rect x={606} y={462} width={16} height={12} rx={2} className={styles.minimapNode} />
      <rect x={630} y={462} width={16} height={12} rx={2} className={styles.minimapNode} />

      {/* Toolbar */}
      <path
        d={`M1 ${TOOLBAR_H}V13a12 12 0 0 1 12-12H${W - 13}a12 12 0 0 1 12 12V${TOOLBAR_H}z`}
        className={styles.bar}
      />
      <line x1={1} x2={W - 1} y1={TOOLBAR_H} y2={TOOLBAR_H} className={styles.rule} />
      <text x={20} y={31} className={styles.regionLabel}>
        {t('interface.toolbar')}
      </text>
      <rect x={176} y={12} width={104} height={28} rx={6} className={styles.buttonBrand} />
      <text x={228} y={31} textAnchor="middle" className={styles.labelOnBrand}>
        + Add Node
      </text>
      <rect x={296} y={12} width={320} height={28} rx={6} className={styles.field} />
      <text x={310} y={31} className={styles.muted}>
        Search or run a command
      </text>
      <text x={606} y={30} textAnchor="end" className={styles.small}>
        Ctrl/Cmd+K
      </text>
      <rect x={632} y={12} width={100} height={28} rx={6} className={styles.button} />
      <text x={682} y={31} textAnchor="middle" className={styles.label}>
        Run selected
      </text>
      <rect x={738} y={12} width={68} height={28} rx={6} className={styles.button} />
      <text x={772} y={31} textAnchor="middle" className={styles.label}>
        Run all
      </text>
      <rect x={812} y={12} width={56} height={28} rx={6} className={styles.button} />
      <text x={840} y={31} textAnchor="middle" className={styles.label}>
        Stop
      </text>

      {/* Left sidebar */}
      <path d={`M1 ${TOOLBAR_H}H${LEFT_W}V${H - 1}H13a12 12 0 0 1-12-12z`} className={styles.bar} />
      <line x1={LEFT_W} x2={LEFT_W} y1={TOOLBAR_H} y2={H - 1} className={styles.rule} />
      <text x={16} y={TOOLBAR_H + 28} className={styles.regionLabel}>
        {t('interface.leftSidebar')}
      </text>
      <TabList tabs={leftTabs} active={LEFT_ACTIVE} x={8} width={LEFT_W - 16} />

      {/* Right sidebar */}
      <path d={`M${RIGHT_X} ${TOOLBAR_H}H${W - 1}V${H - 13}a12 12 0 0 1-12 12H${RIGHT_X}z`} className={styles.bar} />
      <line x1={RIGHT_X} x2={RIGHT_X} y1={TOOLBAR_H} y2={H - 1} className={styles.rule} />
      <text x={RIGHT_X + 16} y={TOOLBAR_H + 28} className={styles.regionLabel}>
        {t('interface.rightSidebar')}
      </text>
      <TabList tabs={rightTabs} active={RIGHT_ACTIVE} x={RIGHT_X + 8} width={W - RIGHT_X - 16} />
      <line x1={RIGHT_X + 8} x2={W - 8} y1={panelTop} y2={panelTop} className={styles.rule} />
      <text x={RIGHT_X + 16} y={panelTop + 26} className={styles.nodeTitle}>
        FLUX.1 [dev]
      </text>
      {PROPERTY_FIELDS.map((field, index) => {
        const y = panelTop + 50 + index * 52;
        return (
          <g key={field}>
            <text x={RIGHT_X + 16} y={y} className={styles.muted}>
              {field}
            </text>
            <rect x={RIGHT_X + 16} y={y + 8} width={W - RIGHT_X - 32} height={24} rx={4} className={styles.field} />
          </g>
        );
      })}
    </DiagramFigure>
  );
}
