/**
 * The interactive view of a flow, built on React Flow. Loaded only when a reader opens it (FlowDiagram's lazy
 * import), so no page pays for it up front. Read-only: nodes stay where the build's layout put them, so the
 * connections keep the routes the static picture draws.
 */

import { useDark } from '@rspress/core/runtime';
import {
  BaseEdge,
  type Edge,
  type EdgeProps,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import reactFlowCss from '@xyflow/react/dist/style.css?url';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ResolvedFlow, ResolvedNode } from '../../data/flows/resolve';
import { SOCKET_TYPE_INFO } from '../../data/socketTypes';
import {
  edgePath,
  type FlowSocket,
  fittingVariant,
  fitVariants,
  layoutFlow,
  NODE_WIDTH,
  nodeHeight,
  type Point,
  placementOf,
  socketOffset,
} from '../flowLayout';
import { useAssetUrl, useSiteText, useTexts } from '../siteContext';
import { edgeEnds, SocketSvg } from './canvasParts';
import explorerCss from './explorer.css?url';
import explorerTexts from './explorerTexts.json';

/** The view opens at this zoom or more: the smallest text on a node, a socket's name, is 11 px (explorer.css). */
const READABLE_ZOOM = 1;

/** The view's own texts, which load with it instead of with every page. */
const useExplorerText = () => useTexts(explorerTexts);
type Text = ReturnType<typeof useExplorerText>;
type ViewNode = Node<{ node: ResolvedNode; title: string }, 'flowNode'>;
type ViewEdge = Edge<{ route: Point[]; color: string }, 'routed'>;

/** The node's name as the picture shows it: with the name the reader gave it, when there is one. */
function useNodeTitle() {
  const site = useSiteText();
  return useCallback(
    (node: ResolvedNode) =>
      node.renamed ? site('diagram.renamedNode', { name: node.label, label: node.renamed }) : node.label,
    [site],
  );
}

/** What a socket is, as one sentence: name, type, and how many connections it takes. */
export function socketText(t: Text, socket: FlowSocket, side: 'input' | 'output'): string {
  const parts = [t('socketType', { type: socket.type })];
  if (side === 'input') {
    parts.push(t(socket.optional ? 'optional' : 'required'));
    parts.push(t(socket.many ? 'acceptsMany' : 'acceptsOne'));
  }
  return t(side === 'input' ? 'inputSocket' : 'outputSocket', {
    name: socket.name,
    details: parts.join(t('listSeparator')),
  });
}

function SocketHandle({ socket, side, index }: { socket: FlowSocket; side: 'input' | 'output'; index: number }) {
  const t = useExplorerText();
  const tip = useId();
  const text = socketText(t, socket, side);
  return (
    <Handle
      id={socket.name}
      type={side === 'input' ? 'target' : 'source'}
      position={side === 'input' ? Position.Left : Position.Right}
      isConnectable={false}
      className="pb-fx-handle"
      style={{ top: socketOffset(index) }}
      tabIndex={0}
      role="img"
      aria-label={text}
      aria-describedby={tip}
    >
      <SocketSvg type={socket.type} optional={Boolean(socket.optional)} />
      <span id={tip} role="tooltip" className={side === 'input' ? 'pb-fx-tip-left' : 'pb-fx-tip-right'}>
        {text}
      </span>
    </Handle>
  );
}

function FlowNodeView({ data: { node, title } }: NodeProps<ViewNode>) {
  return (
    <div className="pb-fx-node" style={{ width: NODE_WIDTH, height: nodeHeight(node) }}>
      <div className={node.kind === 'executable' ? 'pb-fx-header-executable' : 'pb-fx-header-primitive'}>{title}</div>
      {node.inputs.map((socket, i) => (
        <div key={`in-${socket.name}`}>
          <span className="pb-fx-input-name" style={{ top: socketOffset(i) }}>
            {socket.name}
          </span>
          <SocketHandle socket={socket} side="input" index={i} />
        </div>
      ))}
      {node.outputs.map((socket, i) => (
        <div key={`out-${socket.name}`}>
          <span className="pb-fx-output-name" style={{ top: socketOffset(i) }}>
            {socket.name}
          </span>
          <SocketHandle socket={socket} side="output" index={i} />
        </div>
      ))}
    </div>
  );
}

function RoutedEdge({ sourceX, sourceY, targetX, targetY, data, id }: EdgeProps<ViewEdge>) {
  const path = edgePath({ from: { x: sourceX, y: sourceY }, to: { x: targetX, y: targetY }, route: data?.route ?? [] });
  return <BaseEdge id={id} path={path} style={{ stroke: data?.color, strokeWidth: 2.5 }} />;
}

const nodeTypes = { flowNode: FlowNodeView };
const edgeTypes = { routed: RoutedEdge };

/** The selected node's settings in this flow and a way to its reference page. */
function NodeDetails({ node }: { node: ResolvedNode | undefined }) {
  const t = useExplorerText();
  const asset = useAssetUrl();
  const titleOf = useNodeTitle();
  if (!node) return <p className="pb-fx-hint">{t('selectHint')}</p>;
  const name = titleOf(node);
  return (
    <div>
      <h3 className="pb-fx-details-title">{name}</h3>
      {node.value !== undefined && (
        <>
          <h4 className="pb-fx-details-heading">{t('value')}</h4>
          <p className="pb-fx-value">{node.value}</p>
        </>
      )}
      <h4 className="pb-fx-details-heading">{t('properties')}</h4>
      {node.properties?.length ? (
        <dl className="pb-fx-properties">
          {node.properties.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="pb-fx-hint">{t('defaults')}</p>
      )}
      <a className="pb-fx-reference" href={asset(node.href)}>
        {t('reference', { name: node.label })}
      </a>
    </div>
  );
}

const PAN_STEP = 60;
const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/** The canvas: keyboard panning and zooming on the focused canvas, buttons for the same. */
function Canvas({ flow, onSelect }: { flow: ResolvedFlow; onSelect: (id: string | undefined) => void }) {
  const t = useExplorerText();
  const titleOf = useNodeTitle();
  const view = useReactFlow();
  const keysId = useId();
  // The theme the reader chose, from Rspress's public hook: the canvas follows a switch while it is open.
  const dark = useDark();
  const canvas = useRef<HTMLElement>(null);
  // The flow as the build laid it out, or wrapped into rows of fewer columns where the canvas is narrow (a phone):
  // the widest arrangement whose names read at 11 px or more (components/flowLayout.ts).
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => setWidth(canvas.current?.clientWidth ?? 0), []);
  const variants = useMemo(() => fitVariants(layoutFlow(flow.name, flow.nodes, flow.edges, flow.placement)), [flow]);
  const variant = fittingVariant(variants, width, READABLE_ZOOM);
  const placement = useMemo(() => placementOf(variant.layout), [variant]);
  // The whole flow when it reads at that size; else the top of it at the readable size, to pan from.
  const fitFlow = useCallback(() => {
    const element = canvas.current;
    if (!element) return;
    const { clientWidth: w, clientHeight: h } = element;
    const padded = { width: placement.width * 1.1, height: placement.height * 1.1 };
    if (Math.min(w / padded.width, h / padded.height) >= READABLE_ZOOM) void view.fitView({ minZoom: READABLE_ZOOM });
    else
      void view.setViewport({ x: Math.max(0, (w - placement.width * READABLE_ZOOM) / 2), y: 0, zoom: READABLE_ZOOM });
  }, [view, placement]);
  // Fit again whenever the canvas changes size: its stylesheet may apply after the first render, and a phone turned
  // sideways wants the flow arranged again.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width <= 0 || entry.contentRect.height <= 0) return;
      setWidth(Math.round(entry.contentRect.width));
      fitFlow();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fitFlow]);
  const nodes = useMemo<ViewNode[]>(
    () =>
      flow.nodes.map((node) => ({
        id: node.id,
        type: 'flowNode',
        position: placement.nodes[node.id],
        data: { node, title: titleOf(node) },
        width: NODE_WIDTH,
        height: nodeHeight(node),
        ariaLabel: titleOf(node),
      })),
    [flow, titleOf, placement],
  );
  const edges = useMemo<ViewEdge[]>(
    () =>
      flow.edges.map((edge, i) => {
        const { source, sourceHandle, target, targetHandle } = edgeEnds(edge.from, edge.to);
        const type = flow.nodes.find((n) => n.id === source)?.outputs.find((s) => s.name === sourceHandle)?.type;
        return {
          id: `e${i}`,
          type: 'routed',
          source,
          sourceHandle,
          target,
          targetHandle,
          focusable: false,
          data: { route: placement.routes[i] ?? [], color: type ? `var(${SOCKET_TYPE_INFO[type].cssVar})` : '' },
        };
      }),
    [flow, placement],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on a node or socket are theirs (React Flow selects a node with Enter).
    if (event.target !== event.currentTarget) return;
    const pan = PAN_KEYS[event.key];
    if (pan) {
      const { x, y, zoom } = view.getViewport();
      view.setViewport({ x: x + pan[0], y: y + pan[1], zoom });
    } else if (event.key === '+' || event.key === '=') view.zoomIn();
    else if (event.key === '-') view.zoomOut();
    else if (event.key === '0') fitFlow();
    else return;
    event.preventDefault();
  };
  return (
    <div className="pb-fx-canvas-wrap">
      <section
        ref={canvas}
        className="pb-fx-canvas"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas pans and zooms from the keyboard when focused
        tabIndex={0}
        aria-label={t('canvas')}
        aria-describedby={keysId}
        onKeyDown={onKeyDown}
      >
        <ReactFlow
          // A new arrangement (the canvas got narrower or wider) is a new set of default nodes.
          key={variant.columns}
          defaultNodes={nodes}
          defaultEdges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          nodesDraggable={false}
          nodesConnectable={false}
          edgesFocusable={false}
          onInit={fitFlow}
          minZoom={0.3}
          maxZoom={2.5}
          proOptions={{ hideAttribution: true }}
          onSelectionChange={({ nodes: selected }) => onSelect(selected[0]?.id)}
          colorMode={dark ? 'dark' : 'light'}
        />
      </section>
      <div className="pb-fx-toolbar">
        <button type="button" onClick={() => view.zoomIn()}>
          {t('zoomIn')}
        </button>
        <button type="button" onClick={() => view.zoomOut()}>
          {t('zoomOut')}
        </button>
        <button type="button" onClick={fitFlow}>
          {t('fit')}
        </button>
      </div>
      <p id={keysId} className="pb-fx-hint">
        {t('keys')}
      </p>
    </div>
  );
}

export interface FlowExplorerProps {
  flow: ResolvedFlow;
  title: string;
  onClose: () => void;
}

/** A modal dialog holding the canvas and the selected node's details. */
export default function FlowExplorer({ flow, title, onClose }: FlowExplorerProps) {
  const t = useExplorerText();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  const [selected, setSelected] = useState<string>();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);
  const node = flow.nodes.find((n) => n.id === selected);
  // In the body, not in the page's content, so the doc styles of headings and lists do not reach the view.
  return createPortal(
    <dialog ref={dialog} className="pb-fx-dialog" aria-labelledby={heading} onClose={onClose}>
      {/* Stylesheets of the view's own, loaded with it; React holds the view back until they apply. */}
      <link rel="stylesheet" href={reactFlowCss} precedence="pb-flow" />
      <link rel="stylesheet" href={explorerCss} precedence="pb-flow" />
      <div className="pb-fx-top">
        <h2 id={heading} className="pb-fx-title">
          {t('viewTitle', { title })}
        </h2>
        <button type="button" className="pb-fx-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <div className="pb-fx-body">
        <ReactFlowProvider>
          <Canvas flow={flow} onSelect={setSelected} />
        </ReactFlowProvider>
        <section className="pb-fx-details" aria-live="polite" aria-label={t('details')}>
          <NodeDetails node={node} />
        </section>
      </div>
    </dialog>,
    document.body,
  );
}
