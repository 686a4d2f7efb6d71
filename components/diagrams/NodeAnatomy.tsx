import type { ResolvedFlow } from '../../data/flows/resolve';
import { SocketMark } from '../FlowDiagram';
import { FlowDiagramError } from '../flowLayout';
import { figureMarkdown } from '../markdownCopy';
import { DiagramFigure } from './DiagramFigure';
import { useDiagramText } from './diagramText';
import styles from './NodeAnatomy.module.css';

export interface NodeAnatomyProps {
  /** A flow file with one node (`node-anatomy`); the build draws it from the catalogue (plugins/flowFiles.ts). */
  flow: string;
  /** Set by the build from `flow`. */
  resolved?: ResolvedFlow;
  title: string;
  description: string;
}

/** Geometry, in viewBox units. */
const W = 560;
const X = 170;
const Y = 30;
const NODE_W = 220;
const HEADER = 36;
const ROW = 26;

function Callout({
  n,
  label,
  x,
  y,
  to,
  side,
}: {
  n: number;
  label: string;
  x: number;
  y: number;
  to: number;
  side: 'left' | 'right';
}) {
  const circleX = side === 'left' ? x + 11 : x - 11;
  return (
    <g>
      <path d={`M${side === 'left' ? x + 24 : x - 24} ${y}H${to}`} className={styles.leader} />
      <circle cx={circleX} cy={y} r={11} className={styles.badge} />
      <text x={circleX} y={y + 4} textAnchor="middle" className={styles.badgeText}>
        {n}
      </text>
      <text
        x={side === 'left' ? x : x}
        y={y - 16}
        textAnchor={side === 'left' ? 'start' : 'end'}
        className={styles.calloutText}
      >
        {label}
      </text>
    </g>
  );
}

/** One node of the catalogue drawn large, its five parts numbered as the Nodes guide lists them. */
export function NodeAnatomy({ flow, resolved, title, description }: NodeAnatomyProps) {
  const t = useDiagramText();
  // The build draws the flow for pages, not for their Markdown copies (RSPRESS_INTERNALS.md).
  if (import.meta.env.SSG_MD) return figureMarkdown(title, description);
  const node = resolved?.nodes[0];
  if (!node) throw new FlowDiagramError(title, `flow "${flow}" was not drawn by the build (plugins/flowFiles.ts)`);
  const rows = Math.max(node.inputs.length, node.outputs.length);
  const socketY = (i: number) => Y + HEADER + 22 + i * ROW;
  const previewY = socketY(rows) - 4;
  const propertiesY = previewY + 70;
  const properties = node.properties ?? [];
  const runY = propertiesY + properties.length * 18 + 6;
  const height = runY + 40 - Y;
  return (
    // On a phone the figure keeps a readable size and scrolls sideways.
    <DiagramFigure title={title} description={description} width={W} height={Y + height + 24} minFont={12}>
      {/* 5: the outline shows the state; drawn selected. */}
      <rect x={X - 4} y={Y - 4} width={NODE_W + 8} height={height + 8} rx={12} className={styles.selected} />
      <rect x={X} y={Y} width={NODE_W} height={height} rx={9} className={styles.node} />
      <path
        d={`M${X} ${Y + HEADER}V${Y + 9}a9 9 0 0 1 9-9H${X + NODE_W - 9}a9 9 0 0 1 9 9V${Y + HEADER}z`}
        className={node.kind === 'executable' ? styles.headerExecutable : styles.headerPrimitive}
      />
      <text x={X + 14} y={Y + 23} className={styles.name}>
        {node.label}
      </text>
      {node.inputs.map((socket, i) => (
        <g key={`in-${socket.name}`}>
          <SocketMark socket={{ ...socket, x: X, y: socketY(i) }} />
          <text x={X + 14} y={socketY(i) + 4} className={styles.socketName}>
            {socket.name}
          </text>
        </g>
      ))}
      {node.outputs.map((socket, i) => (
        <g key={`out-${socket.name}`}>
          <SocketMark socket={{ ...socket, x: X + NODE_W, y: socketY(i) }} />
          <text x={X + NODE_W - 14} y={socketY(i) + 4} textAnchor="end" className={styles.socketName}>
            {socket.name}
          </text>
        </g>
      ))}
      <rect x={X + 14} y={previewY} width={NODE_W - 28} height={56} rx={6} className={styles.preview} />
      <text x={X + NODE_W / 2} y={previewY + 32} textAnchor="middle" className={styles.previewText}>
        {t('diagram.anatomy.preview')}
      </text>
      {properties.map(([name, value], i) => (
        <text key={name} x={X + 14} y={propertiesY + i * 18} className={styles.property}>
          {name}: {String(value)}
        </text>
      ))}
      {node.kind === 'executable' && (
        <g>
          <rect x={X + NODE_W - 80} y={runY} width={66} height={26} rx={6} className={styles.run} />
          <text x={X + NODE_W - 47} y={runY + 17} textAnchor="middle" className={styles.runText}>
            Run
          </text>
        </g>
      )}
      <Callout n={1} label={t('diagram.anatomy.header')} x={24} y={Y + 18} to={X - 6} side="left" />
      <Callout n={2} label={t('diagram.anatomy.sockets')} x={24} y={socketY(1)} to={X - 14} side="left" />
      <Callout n={3} label={t('diagram.anatomy.body')} x={W - 24} y={previewY + 28} to={X + NODE_W - 14} side="right" />
      {node.kind === 'executable' && (
        <Callout n={4} label={t('diagram.anatomy.run')} x={W - 24} y={runY + 13} to={X + NODE_W - 14} side="right" />
      )}
      <Callout n={5} label={t('diagram.anatomy.status')} x={W - 24} y={Y + 18} to={X + NODE_W + 4} side="right" />
    </DiagramFigure>
  );
}
