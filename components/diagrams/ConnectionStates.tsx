import { SOCKET_TYPE_INFO, type SocketType } from '../../data/socketTypes';
import { socketShapePath } from '../SocketShape';

import styles from './ConnectionStates.module.css';
import { DiagramFigure } from './DiagramFigure';
import { useDiagramText } from './diagramText';

const STATES = ['idle', 'selected', 'active', 'invalid'] as const;
type State = (typeof STATES)[number];

/** Geometry, in viewBox units. */
const W = 420;
const ROW = 64;
const LABEL_W = 90;
const FROM_X = LABEL_W + 40;
const TO_X = W - 40;

function SocketMark({ type, x, y, optional = false }: { type: SocketType; x: number; y: number; optional?: boolean }) {
  const color = `var(${SOCKET_TYPE_INFO[type].cssVar})`;
  return (
    <path
      d={socketShapePath(type)}
      transform={`translate(${x - 8} ${y - 8})`}
      fill={optional ? 'var(--rp-c-bg)' : color}
      stroke={color}
      strokeWidth={optional ? 2 : 0}
    />
  );
}

function Row({ state, y }: { state: State; y: number }) {
  const t = useDiagramText();
  // An invalid connection joins two types that no longer match: text into an image input.
  const toType: SocketType = state === 'invalid' ? 'image' : 'text';
  const line = `M${FROM_X + 10} ${y}H${TO_X - 10}`;
  return (
    <g>
      <text x={16} y={y + 5} className={styles.label}>
        {t(`diagram.state.${state}`)}
      </text>
      <path d={line} className={`${styles.line} ${styles[state]}`} />
      {state === 'selected' && (
        <>
          <circle cx={FROM_X + 22} cy={y} r={5} className={styles.handle} />
          <circle cx={TO_X - 22} cy={y} r={5} className={styles.handle} />
        </>
      )}
      {state === 'invalid' && (
        <path d={`M${(FROM_X + TO_X) / 2 - 7} ${y - 7}l14 14m0 -14l-14 14`} className={styles.cross} />
      )}
      <SocketMark type="text" x={FROM_X} y={y} />
      <SocketMark type={toType} x={TO_X} y={y} />
    </g>
  );
}

/** The four looks of a connection (Sockets › Connection States): idle, selected, active and invalid. */
export function ConnectionStates() {
  const t = useDiagramText();
  const title = t('diagram.states.title');
  const description = t('diagram.states.description');
  const height = STATES.length * ROW + 16;
  return (
    <DiagramFigure framed title={title} description={description} width={W} height={height} minFont={14}>
      {STATES.map((state, i) => (
        <Row key={state} state={state} y={ROW / 2 + 8 + i * ROW} />
      ))}
    </DiagramFigure>
  );
}
