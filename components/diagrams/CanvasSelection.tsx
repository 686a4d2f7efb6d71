import styles from './CanvasSelection.module.css';
import { DiagramFigure, DotGrid } from './DiagramFigure';
import { useDiagramText } from './diagramText';

/** Geometry, in viewBox units. */
const W = 544;
const H = 300;
const NODE_W = 130;
const NODE_H = 50;
/** The frame's title, as the Canvas guide names one; node names as the app shows them. */
const FRAME_TITLE = 'Image variants';
const SOURCE = { x: 16, y: 84, name: 'Text' };
const FRAMED = [
  { x: 176, y: 84, name: 'FLUX.1 [dev]' },
  { x: 176, y: 166, name: 'Recraft V3' },
];
const BOXED = [
  { x: 362, y: 84, name: 'ESRGAN Upscale' },
  { x: 362, y: 166, name: 'Ideogram V2' },
];
const FRAME = { x: 160, y: 44, w: 162, h: 192 };
const BOX = { x: 348, y: 64, w: 160, h: 170 };
/** Bottom left, under the source node, so the picture stays narrow enough to read on a page column. */
const MINIMAP = { x: 31, y: 186, w: 100, h: 66 };

function MiniNode({ x, y, name, selected = false }: { x: number; y: number; name: string; selected?: boolean }) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={NODE_W}
        height={NODE_H}
        rx={7}
        className={selected ? styles.nodeSelected : styles.node}
      />
      <text x={x + 10} y={y + 20} className={styles.nodeName}>
        {name}
      </text>
      <rect x={x + 10} y={y + 30} width={NODE_W - 20} height={10} rx={3} className={styles.nodeBody} />
    </g>
  );
}

/** The canvas with a frame around two nodes, a selection box being dragged around two others, and the minimap. */
export function CanvasSelection() {
  const t = useDiagramText();
  const link = (to: { x: number; y: number }) => {
    const fromX = SOURCE.x + NODE_W;
    const fromY = SOURCE.y + NODE_H / 2;
    const toY = to.y + NODE_H / 2;
    const midX = (fromX + to.x) / 2;
    return `M${fromX} ${fromY}C${midX} ${fromY} ${midX} ${toY} ${to.x} ${toY}`;
  };
  return (
    <DiagramFigure
      title={t('diagram.canvas.title')}
      description={t('diagram.canvas.description', { frame: FRAME_TITLE })}
      width={W}
      height={H}
      minFont={12}
    >
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={12} className={styles.canvas} />
      <DotGrid x={1} y={1} width={W - 2} height={H - 2} rx={12} />

      {FRAMED.map((node) => (
        <path key={node.name} d={link(node)} className={styles.edge} />
      ))}
      <rect x={FRAME.x} y={FRAME.y} width={FRAME.w} height={FRAME.h} rx={10} className={styles.frame} />
      <text x={FRAME.x + 12} y={FRAME.y + 22} className={styles.frameTitle}>
        {FRAME_TITLE}
      </text>
      <MiniNode {...SOURCE} />
      {FRAMED.map((node) => (
        <MiniNode key={node.name} {...node} />
      ))}
      {BOXED.map((node) => (
        <MiniNode key={node.name} {...node} selected />
      ))}
      <rect x={BOX.x} y={BOX.y} width={BOX.w} height={BOX.h} className={styles.box} />
      {/* The pointer that drags the box, at its far corner. */}
      <path
        d={`M${BOX.x + BOX.w} ${BOX.y + BOX.h}l0 16 4.5-4.5 3.5 7.5 3-1.5-3.5-7 6.5 0z`}
        className={styles.pointer}
      />

      <rect x={MINIMAP.x} y={MINIMAP.y} width={MINIMAP.w} height={MINIMAP.h} rx={5} className={styles.minimap} />
      {[12, 36, 36, 60, 60].map((dx, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed marks that never reorder
          key={i}
          x={MINIMAP.x + dx}
          y={MINIMAP.y + (i === 0 ? 28 : i % 2 ? 18 : 38)}
          width={16}
          height={8}
          rx={2}
          className={styles.minimapNode}
        />
      ))}
      <rect x={MINIMAP.x + 6} y={MINIMAP.y + 10} width={62} height={46} rx={3} className={styles.viewport} />

      <text x={FRAME.x + FRAME.w / 2} y={H - 30} textAnchor="middle" className={styles.region}>
        {t('diagram.canvas.frame')}
      </text>
      <text x={BOX.x + BOX.w / 2} y={H - 30} textAnchor="middle" className={styles.region}>
        {t('diagram.canvas.box')}
      </text>
      <text x={MINIMAP.x + MINIMAP.w / 2} y={MINIMAP.y - 10} textAnchor="middle" className={styles.region}>
        {t('diagram.canvas.minimap')}
      </text>
      <text x={FRAME.x + FRAME.w / 2} y={H - 12} textAnchor="middle" className={styles.key}>
        Ctrl/Cmd+G
      </text>
      <text x={BOX.x + BOX.w / 2} y={H - 12} textAnchor="middle" className={styles.key}>
        {t('diagram.canvas.boxHow')}
      </text>
    </DiagramFigure>
  );
}
