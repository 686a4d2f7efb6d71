import { type ReactNode, useId } from 'react';
import type { SocketType } from '../../data/socketTypes';
import { socketShapePath } from '../SocketShape';
import { useEdition } from '../siteContext';
import { LEFT_TABS, RIGHT_TABS, tabInVersion } from './appWindow';
import { DiagramFigure, DotGrid } from './DiagramFigure';
import { useDiagramText } from './diagramText';
import styles from './InterfaceLayout.module.css';

const LEFT_ACTIVE: (typeof LEFT_TABS)[number] = 'Nodes';
const RIGHT_ACTIVE: (typeof RIGHT_TABS)[number] = 'Node Properties';
/**
 * The nodes the wireframe draws, with the sockets and properties it shows, as the catalogue has them
 * (tests/unit/diagrams.test.tsx checks each against data/nodes/, so the picture cannot drift from the data; the
 * catalogue itself stays out of the page's scripts).
 */
export const WIREFRAME_NODES = {
  text: { id: 'TextNode', name: 'Text', inputs: ['text'], outputs: ['text'] },
  generator: {
    id: 'FalFluxDevNode',
    name: 'FLUX.1 [dev]',
    inputs: ['prompt', 'image'],
    outputs: ['image'],
    properties: ['Image size', 'Inference steps', 'Seed'],
  },
  image: { id: 'ImageNode', name: 'Image', inputs: ['image'], outputs: ['image'] },
} as const;
const GENERATOR = WIREFRAME_NODES.generator;
const PROPERTY_FIELDS = GENERATOR.properties;

const TYPE_CLASS: Record<SocketType, string | undefined> = {
  text: styles.typeText,
  image: styles.typeImage,
  video: styles.typeVideo,
  audio: styles.typeAudio,
  mesh: styles.typeMesh,
  style: styles.typeStyle,
};

/**
 * Geometry, in viewBox units. The figure has two arrangements of the same window: `wide` keeps the app's layout
 * (sidebars left and right of the canvas) in a page column; `narrow`, for phones, stacks the regions top to bottom.
 * Both keep every text at 12 units or more, so it reads at 11 px or more wherever the figure shows.
 */
const MIN_FONT = 12;
/** Wide enough for a socket name at each side in wide fonts (DejaVu Sans, Firefox's on Linux). */
const NODE_W = 118;
const NODE_H = 112;
const TAB_STEP = 34;
const TAB_H = 28;
/** The canvas block: three nodes, Text and FLUX.1 side by side, Image under FLUX.1, fed round the right. */
const CANVAS_W = 288;
const TEXT_X = 10;
const GEN_X = TEXT_X + NODE_W + 28;
const ROW_1_Y = 44;
const ROW_2_Y = ROW_1_Y + NODE_H + 36;
const SOCKET_1 = 54;
const SOCKET_2 = 78;
const MINIMAP_W = 92;
const MINIMAP_H = 56;

/** 560 units read at 11 px down to a 514 px column: a 1280 px window's is 515 with a classic scrollbar (17 px). */
const WIDE = { width: 560, toolbar: 88, left: 124, right: 146 } as const;
/** 292 units read at 11 px down to a 268 px column: a 320 px phone's is 272. */
const NARROW = { width: 292, toolbar: 124 } as const;

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

function NodeBox({ x, y, title, selected = false }: { x: number; y: number; title: string; selected?: boolean }) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={NODE_W}
        height={NODE_H}
        rx={8}
        className={selected ? styles.nodeSelected : styles.node}
      />
      <text x={x + 12} y={y + 22} className={styles.nodeTitle}>
        {title}
      </text>
      <line x1={x} x2={x + NODE_W} y1={y + 34} y2={y + 34} className={styles.rule} />
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

/** A sidebar's tabs, in reading order over `columns` columns. */
function TabList({
  tabs,
  active,
  x,
  y,
  width,
  columns = 1,
}: {
  tabs: readonly string[];
  active: string;
  x: number;
  y: number;
  width: number;
  columns?: number;
}) {
  const gap = 8;
  const tabW = (width - gap * (columns - 1)) / columns;
  return (
    <g>
      {tabs.map((tab, index) => {
        const tx = x + (index % columns) * (tabW + gap);
        const ty = y + Math.floor(index / columns) * TAB_STEP;
        const isActive = tab === active;
        return (
          <g key={tab}>
            {isActive ? <rect x={tx} y={ty} width={tabW} height={TAB_H} rx={6} className={styles.tabActive} /> : null}
            <text x={tx + 12} y={ty + 19} className={isActive ? styles.labelActive : styles.label}>
              {tab}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function tabRows(count: number, columns: number) {
  return Math.ceil(count / columns);
}

function Button({
  x,
  y,
  width,
  label,
  brand = false,
}: {
  x: number;
  y: number;
  width: number;
  label: string;
  brand?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={28} rx={6} className={brand ? styles.buttonBrand : styles.button} />
      <text x={x + width / 2} y={y + 19} textAnchor="middle" className={brand ? styles.labelOnBrand : styles.label}>
        {label}
      </text>
    </g>
  );
}

function CommandBar({ x, y, width }: { x: number; y: number; width: number }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={28} rx={6} className={styles.field} />
      <text x={x + 12} y={y + 19} className={styles.muted}>
        Search or run a command
      </text>
      <text x={x + width - 10} y={y + 18} textAnchor="end" className={styles.small}>
        Ctrl/Cmd+K
      </text>
    </g>
  );
}

/** Run selected, Run all and Stop, right-aligned so the last ends at `right`. */
function RunControls({ right, y }: { right: number; y: number }) {
  return (
    <g>
      <Button x={right - 230} y={y} width={98} label="Run selected" />
      <Button x={right - 124} y={y} width={68} label="Run all" />
      <Button x={right - 48} y={y} width={48} label="Stop" />
    </g>
  );
}

/** The selected node's properties under the right sidebar's tabs. */
function PropertiesPanel({ x, y, width }: { x: number; y: number; width: number }) {
  return (
    <g>
      <line x1={x - 8} x2={x + width + 8} y1={y} y2={y} className={styles.rule} />
      <text x={x} y={y + 26} className={styles.nodeTitle}>
        {GENERATOR.name}
      </text>
      {PROPERTY_FIELDS.map((field, index) => {
        const fy = y + 50 + index * 52;
        return (
          <g key={field}>
            <text x={x} y={fy} className={styles.muted}>
              {field}
            </text>
            <rect x={x} y={fy + 8} width={width} height={24} rx={4} className={styles.field} />
          </g>
        );
      })}
    </g>
  );
}
const PANEL_H = 50 + PROPERTY_FIELDS.length * 52 - 8;

/**
 * The canvas region at (x, y): its label, the three nodes and the minimap, in a block CANVAS_W wide. The minimap
 * goes under the Image node (the app's bottom-right corner) or, to save height, beside it.
 */
function Canvas({ x, y, minimap }: { x: number; y: number; minimap: 'below' | 'beside' }) {
  const t = useDiagramText();
  const r1 = ROW_1_Y + SOCKET_1;
  const textOut = TEXT_X + NODE_W;
  const genOut = GEN_X + NODE_W;
  const imageIn = ROW_2_Y + SOCKET_1;
  const lane = genOut + 8;
  const between = ROW_1_Y + NODE_H + 18;
  const mapX = minimap === 'below' ? GEN_X + NODE_W - MINIMAP_W : TEXT_X;
  const mapY = minimap === 'below' ? ROW_2_Y + NODE_H + 32 : ROW_2_Y + NODE_H - MINIMAP_H;
  return (
    <g transform={`translate(${x} ${y})`}>
      <text x={16} y={28} className={styles.regionLabel}>
        {t('interface.canvas')}
      </text>
      <path d={`M${textOut} ${r1}H${GEN_X}`} className={`${TYPE_CLASS.text} ${styles.edge}`} />
      <path
        d={`M${genOut} ${r1}H${lane}V${between}H${GEN_X - 18}V${imageIn}H${GEN_X}`}
        className={`${TYPE_CLASS.image} ${styles.edge}`}
      />

      <NodeBox x={TEXT_X} y={ROW_1_Y} title={WIREFRAME_NODES.text.name} />
      <SocketLabels x={TEXT_X} y={r1} left={WIREFRAME_NODES.text.inputs[0]} right={WIREFRAME_NODES.text.outputs[0]} />
      <text x={TEXT_X + 14} y={ROW_1_Y + SOCKET_2 + 4} className={styles.small}>
        {t('interface.samplePrompt')}
      </text>
      <SocketMark type="text" x={TEXT_X} y={r1} optional />
      <SocketMark type="text" x={textOut} y={r1} />

      <NodeBox x={GEN_X} y={ROW_1_Y} title={GENERATOR.name} selected />
      <SocketLabels x={GEN_X} y={r1} left={GENERATOR.inputs[0]} right={GENERATOR.outputs[0]} />
      <SocketLabels x={GEN_X} y={ROW_1_Y + SOCKET_2} left={GENERATOR.inputs[1]} />
      <SocketMark type="text" x={GEN_X} y={r1} />
      <SocketMark type="image" x={GEN_X} y={ROW_1_Y + SOCKET_2} optional />
      <SocketMark type="image" x={genOut} y={r1} />

      <NodeBox x={GEN_X} y={ROW_2_Y} title={WIREFRAME_NODES.image.name} />
      <SocketLabels
        x={GEN_X}
        y={imageIn}
        left={WIREFRAME_NODES.image.inputs[0]}
        right={WIREFRAME_NODES.image.outputs[0]}
      />
      <rect x={GEN_X + 14} y={imageIn + 14} width={NODE_W - 28} height={34} rx={4} className={styles.preview} />
      <path d={`M${GEN_X + 20} ${imageIn + 42}l18-14 12 9 14-16 20 21`} className={styles.previewLine} />
      <SocketMark type="image" x={GEN_X} y={imageIn} optional />
      <SocketMark type="image" x={genOut} y={imageIn} />

      <text x={mapX + MINIMAP_W / 2} y={mapY - 8} textAnchor="middle" className={styles.small}>
        {t('interface.minimap')}
      </text>
      <rect x={mapX} y={mapY} width={MINIMAP_W} height={MINIMAP_H} rx={4} className={styles.minimap} />
      {[14, 38, 38].map((dx, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed marks that never reorder
          key={i}
          x={mapX + dx + (i === 2 ? 24 : 0)}
          y={mapY + (i === 2 ? 32 : 14)}
          width={16}
          height={12}
          rx={2}
          className={styles.minimapNode}
        />
      ))}
    </g>
  );
}
function canvasHeight(minimap: 'below' | 'beside') {
  return ROW_2_Y + NODE_H + (minimap === 'below' ? 32 + MINIMAP_H + 16 : 16);
}

/** A region of the window drawn as a bar (toolbar, sidebar) with its name at the top left. */
function Region({
  x,
  y,
  width,
  height,
  label,
  inset = 16,
  baseline = 28,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  inset?: number;
  /** The label's baseline below the region's top: 31 in the toolbar, level with its buttons' text. */
  baseline?: number;
}) {
  return (
    <>
      <rect x={x} y={y} width={width} height={height} className={styles.bar} />
      <text x={x + inset} y={y + baseline} className={styles.regionLabel}>
        {label}
      </text>
    </>
  );
}

/** Clips the regions to the window's rounded frame and draws the frame over them. */
function WindowFrame({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  const clip = `${useId()}-window`;
  return (
    <>
      <defs>
        <clipPath id={clip}>
          <rect x={1} y={1} width={width - 2} height={height - 2} rx={12} />
        </clipPath>
      </defs>
      <rect x={1} y={1} width={width - 2} height={height - 2} rx={12} className={styles.canvas} />
      <g clipPath={`url(#${clip})`}>{children}</g>
      <rect x={1} y={1} width={width - 2} height={height - 2} rx={12} className={styles.frame} />
    </>
  );
}

interface Tabs {
  left: readonly string[];
  right: readonly string[];
}

/** The app's own layout: toolbar on top (two rows here), left sidebar, canvas, right sidebar. */
function wideArrangement({ left, right }: Tabs, t: ReturnType<typeof useDiagramText>) {
  const { width, toolbar, left: leftW, right: rightW } = WIDE;
  const rightX = width - rightW;
  const tabTop = toolbar + 44;
  const canvasH = canvasHeight('below');
  const panelTop = tabTop + right.length * TAB_STEP + 12;
  const height = Math.max(toolbar + canvasH, tabTop + left.length * TAB_STEP + 16, panelTop + PANEL_H + 24);
  return {
    width,
    height,
    minFont: MIN_FONT,
    children: (
      <WindowFrame width={width} height={height}>
        <DotGrid x={leftW} y={toolbar} width={rightX - leftW} height={height - toolbar} />
        <Canvas x={leftW + (rightX - leftW - CANVAS_W) / 2} y={toolbar} minimap="below" />

        <Region x={0} y={0} width={width} height={toolbar} label={t('interface.toolbar')} baseline={31} />
        <line x1={0} x2={width} y1={toolbar} y2={toolbar} className={styles.rule} />
        <Button x={104} y={12} width={96} label="+ Add Node" brand />
        <CommandBar x={208} y={12} width={width - 220} />
        <RunControls right={width - 12} y={48} />

        <Region
          x={0}
          y={toolbar}
          width={leftW}
          height={height - toolbar}
          label={t('interface.leftSidebar')}
          inset={12}
        />
        <line x1={leftW} x2={leftW} y1={toolbar} y2={height} className={styles.rule} />
        <TabList tabs={left} active={LEFT_ACTIVE} x={8} y={tabTop} width={leftW - 16} />

        <Region
          x={rightX}
          y={toolbar}
          width={rightW}
          height={height - toolbar}
          label={t('interface.rightSidebar')}
          inset={12}
        />
        <line x1={rightX} x2={rightX} y1={toolbar} y2={height} className={styles.rule} />
        <TabList tabs={right} active={RIGHT_ACTIVE} x={rightX + 8} y={tabTop} width={rightW - 16} />
        <PropertiesPanel x={rightX + 16} y={panelTop} width={rightW - 32} />
      </WindowFrame>
    ),
  };
}

/** For a phone: the same regions stacked, toolbar, left sidebar, canvas, right sidebar, tabs in two columns. */
function narrowArrangement({ left, right }: Tabs, t: ReturnType<typeof useDiagramText>) {
  const { width, toolbar } = NARROW;
  const leftTop = toolbar;
  const leftH = 44 + tabRows(left.length, 2) * TAB_STEP + 6;
  const canvasTop = leftTop + leftH;
  const canvasH = canvasHeight('beside');
  const rightTop = canvasTop + canvasH;
  const panelTop = rightTop + 44 + tabRows(right.length, 2) * TAB_STEP + 6;
  const height = panelTop + PANEL_H + 24;
  return {
    width,
    height,
    minFont: MIN_FONT,
    children: (
      <WindowFrame width={width} height={height}>
        <Region x={0} y={0} width={width} height={toolbar} label={t('interface.toolbar')} baseline={31} />
        <Button x={width - 108} y={12} width={96} label="+ Add Node" brand />
        <CommandBar x={12} y={48} width={width - 24} />
        <RunControls right={width - 12} y={84} />
        <line x1={0} x2={width} y1={toolbar} y2={toolbar} className={styles.rule} />

        <Region x={0} y={leftTop} width={width} height={leftH} label={t('interface.leftSidebar')} />
        <TabList tabs={left} active={LEFT_ACTIVE} x={8} y={leftTop + 44} width={width - 16} columns={2} />
        <line x1={0} x2={width} y1={canvasTop} y2={canvasTop} className={styles.rule} />

        <DotGrid x={0} y={canvasTop} width={width} height={canvasH} />
        <Canvas x={(width - CANVAS_W) / 2} y={canvasTop} minimap="beside" />

        <Region x={0} y={rightTop} width={width} height={height - rightTop} label={t('interface.rightSidebar')} />
        <line x1={0} x2={width} y1={rightTop} y2={rightTop} className={styles.rule} />
        <TabList tabs={right} active={RIGHT_ACTIVE} x={8} y={rightTop + 44} width={width - 16} columns={2} />
        <PropertiesPanel x={16} y={panelTop} width={width - 32} />
      </WindowFrame>
    ),
  };
}

/** A labelled wireframe of the app window: toolbar, both sidebars with their tabs, and the canvas. */
export function InterfaceLayout() {
  const t = useDiagramText();
  const { version } = useEdition();
  const inVersion = (tab: string) => tabInVersion(tab, version);
  const tabs = { left: LEFT_TABS.filter(inVersion), right: RIGHT_TABS.filter(inVersion) };
  const description = t('interface.description', {
    leftCount: String(tabs.left.length),
    leftTabs: tabs.left.join(', '),
    leftActive: LEFT_ACTIVE,
    rightCount: String(tabs.right.length),
    rightTabs: tabs.right.join(', '),
    rightActive: RIGHT_ACTIVE,
    fields: PROPERTY_FIELDS.join(', '),
  });
  return (
    <DiagramFigure
      title={t('interface.title')}
      description={description}
      caption={t('interface.caption', { leftCount: String(tabs.left.length), rightCount: String(tabs.right.length) })}
      {...wideArrangement(tabs, t)}
      narrow={narrowArrangement(tabs, t)}
    />
  );
}
