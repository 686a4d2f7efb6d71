import { DiagramFigure } from './DiagramFigure';
import { useDiagramText } from './diagramText';
import styles from './NodeStates.module.css';

/** The three states, then the two markers that can sit on any of them (Nodes › Node states). */
const CARDS = ['idle', 'selected', 'executing', 'error', 'outdated'] as const;
type Card = (typeof CARDS)[number];

/** Geometry, in viewBox units: three cells a row, the error badge's message in the cell beside it. */
const W = 540;
const CELL = 180;
const NODE_W = 150;
const NODE_H = 92;
const HEADER = 26;
const ROW_H = 150;
const TOP = 24;
/** The node drawn in every cell; the message is the kind a provider returns for a missing key. */
const NODE_NAME = 'FLUX.1 [dev]';
const ERROR_MESSAGE = 'Invalid API key';

const CELL_OF: Record<Card, [column: number, row: number]> = {
  idle: [0, 0],
  selected: [1, 0],
  executing: [2, 0],
  error: [0, 1],
  outdated: [2, 1],
};

function MiniNode({ card, x, y }: { card: Card; x: number; y: number }) {
  const outline = card === 'selected' ? styles.selected : card === 'executing' ? styles.executing : styles.idle;
  const running = card === 'executing';
  return (
    <g>
      <rect x={x} y={y} width={NODE_W} height={NODE_H} rx={8} className={styles.body} />
      <path
        d={`M${x} ${y + HEADER}V${y + 8}a8 8 0 0 1 8-8H${x + NODE_W - 8}a8 8 0 0 1 8 8V${y + HEADER}z`}
        className={styles.header}
      />
      <text x={x + 10} y={y + 17} className={styles.name}>
        {NODE_NAME}
      </text>
      <rect x={x + 10} y={y + HEADER + 10} width={NODE_W - 20} height={30} rx={4} className={styles.preview} />
      <rect x={x + NODE_W - 52} y={y + NODE_H - 22} width={42} height={16} rx={4} className={styles.button} />
      <text x={x + NODE_W - 31} y={y + NODE_H - 10} textAnchor="middle" className={styles.buttonText}>
        {running ? 'Stop' : 'Run'}
      </text>
      {running && (
        <>
          <rect x={x + 10} y={y + NODE_H - 17} width={80} height={6} rx={3} className={styles.track} />
          <rect x={x + 10} y={y + NODE_H - 17} width={50} height={6} rx={3} className={styles.progress} />
        </>
      )}
      <rect x={x} y={y} width={NODE_W} height={NODE_H} rx={8} className={outline} />
      {card === 'error' && (
        <g>
          <circle cx={x + NODE_W} cy={y} r={10} className={styles.errorBadge} />
          <text x={x + NODE_W} y={y + 4.5} textAnchor="middle" className={styles.badgeText}>
            !
          </text>
          {/* The provider's message, as hovering or clicking the badge shows it. */}
          <path
            d={`M${x + NODE_W + 16} ${y}l10 -7v-11a6 6 0 0 1 6-6h${CELL - 32}a6 6 0 0 1 6 6v36a6 6 0 0 1-6 6h-${CELL - 32}a6 6 0 0 1-6-6v-11z`}
            className={styles.tooltip}
          />
          <text x={x + NODE_W + 34} y={y + 5} className={styles.tooltipText}>
            {ERROR_MESSAGE}
          </text>
        </g>
      )}
      {card === 'outdated' && <circle cx={x + NODE_W - 12} cy={y + 13} r={5} className={styles.outdatedDot} />}
    </g>
  );
}

/** A node in each of its three states, and with each of the two markers (error badge, outdated dot). */
export function NodeStates() {
  const t = useDiagramText();
  const height = TOP + 2 * ROW_H - 10;
  return (
    <DiagramFigure
      title={t('diagram.nodeStates.title')}
      description={t('diagram.nodeStates.description', { message: ERROR_MESSAGE })}
      width={W}
      height={height}
      minFont={12}
    >
      {CARDS.map((card) => {
        const [column, row] = CELL_OF[card];
        const x = column * CELL + (CELL - NODE_W) / 2;
        const y = TOP + row * ROW_H;
        return (
          <g key={card}>
            <MiniNode card={card} x={x} y={y} />
            <text x={x + NODE_W / 2} y={y + NODE_H + 28} textAnchor="middle" className={styles.label}>
              {t(`diagram.nodeState.${card}`)}
            </text>
          </g>
        );
      })}
    </DiagramFigure>
  );
}
