import { lazy, Suspense, useId, useState, useTransition } from 'react';
import type { ResolvedFlow } from '../data/flows/resolve';
import { SOCKET_TYPE_INFO } from '../data/socketTypes';
import figureStyles from './diagrams/DiagramFigure.module.css';
import styles from './FlowDiagram.module.css';
import './flowFit.css';
import { FlowActions } from './flow/FlowActions';
import { LoadBoundary } from './flow/LoadBoundary';
import {
  describeFlow,
  edgePath,
  FlowDiagramError,
  type FlowLayout,
  type FlowNode,
  fitRanges,
  fitVariants,
  HEADER_HEIGHT,
  layoutFlow,
  type PlacedSocket,
} from './flowLayout';
import { figureMarkdown } from './markdownCopy';
import { socketShapePath } from './SocketShape';
import { useAssetUrl, useEdition, useSiteText } from './siteContext';

// React Flow and the view's code load when a reader opens a view, not with the page.
const FlowExplorer = lazy(() => import('./flow/FlowExplorer'));

export interface FlowDiagramProps {
  /**
   * The name of a flow file in data/flows/ (`text-to-image`): the build draws its nodes and sockets from the
   * catalogue in the page's language and lays it out (plugins/flowFiles.ts), passing the result as `resolved`.
   */
  flow?: string;
  /** Set by the build from `flow`; never written in a page. */
  resolved?: ResolvedFlow;
  /** Short name of the flow in the page's language; the figure's caption and the SVG's accessible name. */
  title?: string;
  /** Full text alternative. Defaults to one sentence per connection. */
  description?: string;
  /** Catalogue nodes drawn side by side without connections (a node page's socket diagram). */
  nodes?: FlowNode[];
}

const SOCKET_SIZE = 12;
const MAX_LABEL = 24;
/** The smallest a diagram is drawn, as a share of its natural size (keeps 12 px text at 9 px or more). */
const MIN_SCALE = 0.75;

function clip(text: string): string {
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
}

export function SocketMark({ socket }: { socket: PlacedSocket }) {
  const color = `var(${SOCKET_TYPE_INFO[socket.type].cssVar})`;
  const scale = SOCKET_SIZE / 16;
  const shape = (dx: number, dy: number) => (
    <path
      d={socketShapePath(socket.type)}
      transform={`translate(${socket.x - SOCKET_SIZE / 2 + dx} ${socket.y - SOCKET_SIZE / 2 + dy}) scale(${scale})`}
      fill={socket.optional ? 'var(--rp-c-bg)' : color}
      // A filled stacked shape is edged in the background colour to part it from the one behind; an outlined one
      // (optional) keeps its colour, or it would not show at all.
      stroke={socket.many && !socket.optional ? 'var(--rp-c-bg)' : color}
      strokeWidth={socket.optional || socket.many ? 2 / scale : 0}
    />
  );
  if (!socket.many) return shape(0, 0);
  // Accepts many: a second shape peeks out behind the first.
  return (
    <g>
      {shape(-3, -3)}
      {shape(0, 0)}
    </g>
  );
}

/** A layout's picture: nodes, sockets and connections, named by the figure's title and described by its summary. */
function FlowPicture({
  layout,
  columns,
  range,
  minWidth,
  ids,
  title,
  summary,
  marked,
}: {
  layout: FlowLayout;
  columns: number;
  range: { from?: number; to?: number };
  minWidth?: number;
  ids: string;
  title: string;
  summary: string;
  /** Nodes the flow runs that are deprecated or retired, by id: their header carries a mark. */
  marked?: Map<string, string>;
}) {
  const titleId = `${ids}-title`;
  const descId = `${ids}-desc`;
  return (
    <svg
      className={figureStyles.svg}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ maxWidth: `${layout.width}px`, minWidth: minWidth ? `${minWidth}px` : undefined }}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-columns={columns}
      data-fit-from={range.from}
      data-fit-to={range.to}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{summary}</desc>
      {layout.edges.map((edge) => (
        <path
          key={`${edge.fromLabel}->${edge.toLabel}`}
          className={styles.edge}
          d={edgePath(edge)}
          stroke={`var(${SOCKET_TYPE_INFO[edge.type].cssVar})`}
        />
      ))}
      {layout.nodes.map((node) => (
        <g key={node.id}>
          <rect className={styles.node} x={node.x} y={node.y} width={node.width} height={node.height} rx={8} />
          <path
            className={node.kind === 'executable' ? styles.headerExecutable : styles.headerPrimitive}
            d={`M${node.x} ${node.y + HEADER_HEIGHT}V${node.y + 8}a8 8 0 0 1 8-8H${node.x + node.width - 8}a8 8 0 0 1 8 8V${node.y + HEADER_HEIGHT}z`}
          />
          <text className={styles.label} x={node.x + 10} y={node.y + 20}>
            {clip(node.label)}
          </text>
          {marked?.has(node.id) && (
            // The sentence under the picture says what the mark means (the picture is one image to assistive tech).
            <g className={styles.mark} data-kind={marked.get(node.id)}>
              <circle cx={node.x + node.width - 16} cy={node.y + 16} r={8} />
              <text x={node.x + node.width - 16} y={node.y + 20} textAnchor="middle">
                !
              </text>
            </g>
          )}
          {node.placedInputs.map((socket) => (
            <g key={`in-${socket.name}`}>
              <SocketMark socket={socket} />
              <text className={styles.socketName} x={socket.x + 12} y={socket.y + 4}>
                {socket.name}
              </text>
            </g>
          ))}
          {node.placedOutputs.map((socket) => (
            <g key={`out-${socket.name}`}>
              <SocketMark socket={socket} />
              <text className={styles.socketName} x={socket.x - 12} y={socket.y + 4} textAnchor="end">
                {socket.name}
              </text>
            </g>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** A flow drawn from data: nodes where the build's layout put them, sockets shaped and coloured by type. */
export function FlowDiagram(props: FlowDiagramProps) {
  const { resolved, description } = props;
  const id = useId();
  const t = useSiteText();
  const { lang } = useEdition();
  const asset = useAssetUrl();
  const [exploring, setExploring] = useState(false);
  // A transition keeps the page as it is until the view's code and stylesheets are in, instead of a flash of fallback.
  const [opening, startOpening] = useTransition();
  const title = props.title ?? props.flow ?? '';
  // The Markdown copy is compiled without the site's MDX steps: there the figure is its title and description,
  // and what the picture lists under it about deprecated and retired models (read from the flow file).
  if (import.meta.env.SSG_MD && !resolved) {
    const notices = props.flow
      ? (require('../data/flows/markdownNotices') as typeof import('../data/flows/markdownNotices')).flowFileNotices(
          props.flow,
          lang,
        )
      : [];
    return figureMarkdown(title, [description ?? '', ...notices].join(' '));
  }
  if (props.flow && !resolved) {
    throw new FlowDiagramError(title, `flow "${props.flow}" was not drawn by the build (plugins/flowFiles.ts)`);
  }
  const nodes = resolved
    ? resolved.nodes.map((node) =>
        node.renamed ? { ...node, label: t('diagram.renamedNode', { name: node.label, label: node.renamed }) } : node,
      )
    : (props.nodes ?? []);
  const layout = layoutFlow(title, nodes, resolved?.edges ?? [], resolved?.placement);
  const summary = description ?? describeFlow(layout, { nodes: t('diagram.nodes'), edge: t('diagram.edge') });
  // The renamed nodes, named as the picture names them.
  const noticed = resolved ? (nodes as typeof resolved.nodes).filter((node) => node.notices?.length) : [];
  if (import.meta.env.SSG_MD) return figureMarkdown(title, summary);

  const variants = fitVariants(layout);
  const ranges = fitRanges(variants);
  // A node's mark takes its gravest notice's colour: retired (or reported retired) over deprecated.
  const marked = new Map(
    noticed.map((node) => [node.id, node.notices?.some((n) => n.kind !== 'deprecated') ? 'retired' : 'deprecated']),
  );

  // The box holds the figure (picture and caption: a figcaption must be a figure's first or last child) and, after
  // it, what a reader can do with the flow.
  return (
    <div className={styles.figure}>
      <figure className={styles.picture}>
        {/* The flow in as many columns as its page column holds (fitVariants); the narrowest scrolls if it must. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <div className={`${figureStyles.scroller} flow-fit`} tabIndex={0}>
          {variants.map((variant, index) => (
            <FlowPicture
              key={variant.columns}
              layout={variant.layout}
              columns={variant.columns}
              range={ranges[index]}
              minWidth={index === variants.length - 1 ? Math.round(variant.layout.width * MIN_SCALE) : undefined}
              ids={`${id}-${variant.columns}`}
              title={title}
              summary={summary}
              marked={marked}
            />
          ))}
        </div>
        <figcaption className={figureStyles.caption}>{title}</figcaption>
      </figure>
      {noticed.length > 0 && (
        <ul className={styles.notices}>
          {noticed.flatMap((node) =>
            (node.notices ?? []).map((notice) => (
              <li key={`${node.id}-${notice.before}`} data-kind={notice.kind}>
                {notice.before}
                <a href={asset(node.href)}>{node.label}</a>
                {notice.after}
              </li>
            )),
          )}
        </ul>
      )}
      {resolved && (
        <FlowActions
          name={resolved.name}
          version={resolved.version}
          title={title}
          opening={opening}
          onExplore={() => startOpening(() => setExploring(true))}
        />
      )}
      {resolved && exploring && (
        <LoadBoundary
          fallback={
            <p className={styles.loading} role="alert">
              {t('flow.loadFailed')}
            </p>
          }
        >
          <Suspense fallback={<p className={styles.loading}>{t('flow.loading')}</p>}>
            <FlowExplorer flow={resolved} title={title} onClose={() => setExploring(false)} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}
