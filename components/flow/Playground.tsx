/**
 * The flow playground (/guide/playground): build a flow from the catalogue, with the canvas's rules checked on every
 * connection and a list of what the flow still needs before it could run. Nothing here calls a provider. Loaded
 * lazily by FlowPlayground, so its code, React Flow and the catalogue come only with this page.
 */

import { useDark } from '@rspress/core/runtime';
import {
  applyNodeChanges,
  type Connection,
  type Edge,
  Handle,
  type Node,
  type NodeChange,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useNodesInitialized,
  useReactFlow,
} from '@xyflow/react';
import reactFlowCss from '@xyflow/react/dist/style.css?url';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { nodeRoute, routePrefix } from '../../config/editions';
import { SITE_ORIGIN } from '../../config/site';
import {
  checkConnection,
  type EditedConnection,
  missingToRun,
  newNodeId,
  type Refusal,
  splitEndpoint,
} from '../../data/flows/editing';
import { FLOW_FILE_SUFFIX, flowFileUrl, PLAYGROUND_VERSION, withSchema } from '../../data/flows/names';
import { EMPTY_PLAY_STATE, fileFromState, findNodes, type PlayState, stateFromFile } from '../../data/flows/playState';
import { FlowError } from '../../data/flows/schema';
import { nodesIn } from '../../data/nodes/localized';
import type { CatalogNode } from '../../data/nodes/schema';
import { SOCKET_TYPE_INFO, SOCKET_TYPES } from '../../data/socketTypes';
import { readStored, writeStored } from '../../theme/storage';
import { NODE_WIDTH, nodeHeight, socketOffset } from '../flowLayout';
import { useAssetUrl, useEdition, useTexts } from '../siteContext';
import { COPY_SUCCESS_MS, useStatus } from '../useStatus';
import { edgeEnds, SocketSvg } from './canvasParts';
import explorerCss from './explorer.css?url';
import playgroundCss from './playground.css?url';
import texts from './playgroundTexts.json';

/** Where the playground keeps the reader's flow between visits, as a flow file. */
export const PLAYGROUND_STORAGE_KEY = 'patchbay.playground';
const MAX_RESULTS = 30;

type Text = ReturnType<typeof useTexts<typeof texts>>;

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'my-flow'
  );
}

function refusalText(t: Text, refusal: Refusal, nameOf: (id: string) => string): string {
  switch (refusal.reason) {
    case 'types':
      return t('refused.types', { output: refusal.output, input: refusal.input });
    case 'accepts-one':
      return t('refused.accepts-one', { input: refusal.input, node: nameOf(refusal.node) });
    case 'cycle':
      return t('refused.cycle', { path: refusal.path.map(nameOf).join(' → ') });
    default:
      return t(`refused.${refusal.reason}`);
  }
}

type PlayFlowNode = Node<{ entry: CatalogNode; label: string }, 'play'>;

function PlayNodeView({ data: { entry, label } }: NodeProps<PlayFlowNode>) {
  return (
    <div className="pb-fx-node" style={{ width: NODE_WIDTH, height: nodeHeight(entry) }}>
      <div className={entry.kind === 'executable' ? 'pb-fx-header-executable' : 'pb-fx-header-primitive'}>{label}</div>
      {entry.inputs.map((socket, i) => (
        <div key={`in-${socket.name}`}>
          <span className="pb-fx-input-name" style={{ top: socketOffset(i) }}>
            {socket.name}
          </span>
          <Handle
            id={socket.name}
            type="target"
            position={Position.Left}
            className="pb-fx-handle pb-pg-handle"
            style={{ top: socketOffset(i) }}
            title={`${socket.name} (${socket.type})`}
          >
            <SocketSvg type={socket.type} optional={!socket.required} />
          </Handle>
        </div>
      ))}
      {entry.outputs.map((socket, i) => (
        <div key={`out-${socket.name}`}>
          <span className="pb-fx-output-name" style={{ top: socketOffset(i) }}>
            {socket.name}
          </span>
          <Handle
            id={socket.name}
            type="source"
            position={Position.Right}
            className="pb-fx-handle pb-pg-handle"
            style={{ top: socketOffset(i) }}
            title={`${socket.name} (${socket.type})`}
          >
            <SocketSvg type={socket.type} optional={false} />
          </Handle>
        </div>
      ))}
    </div>
  );
}

const nodeTypes = { play: PlayNodeView };

/** One end of a connection to make, chosen from a list of sockets. */
function EndpointSelect(props: {
  label: string;
  choose: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.choose}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function PlaygroundInner() {
  const t = useTexts(texts);
  const { lang } = useEdition();
  const asset = useAssetUrl();
  const dark = useDark();
  const prefix = routePrefix(PLAYGROUND_VERSION, lang);
  const catalog = useMemo(() => nodesIn(lang, PLAYGROUND_VERSION), [lang]);
  const byId = useMemo(() => new Map(catalog.map((entry) => [entry.id, entry])), [catalog]);
  const [state, setState] = useState<PlayState>(EMPTY_PLAY_STATE);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState('');
  const [status, setStatus] = useStatus();
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [fileName, setFileName] = useState('my-flow');
  const ids = useId();

  // The canvas shows every node: it fits the flow again once a node added or removed has been measured (the
  // `fitView` prop fits only the first nodes).
  const { fitView } = useReactFlow();
  const measured = useNodesInitialized();
  const nodeCount = state.nodes.length;
  useEffect(() => {
    if (measured && nodeCount > 0) void fitView({ padding: 0.15, maxZoom: 1 });
  }, [measured, nodeCount, fitView]);

  // The reader's saved flow, then a flow named in the address (?flow=<name>, from "Open in playground").
  useEffect(() => {
    let saved = EMPTY_PLAY_STATE;
    const stored = readStored(PLAYGROUND_STORAGE_KEY);
    if (stored) {
      try {
        saved = stateFromFile(JSON.parse(stored), 'saved playground').state;
      } catch (error) {
        const reason = error instanceof FlowError ? error.problems[0] : (error as Error).message;
        setNotice(t('badStored', { reason }));
        writeStored(PLAYGROUND_STORAGE_KEY, null);
      }
    }
    setState(saved);
    const name = new URLSearchParams(window.location.search).get('flow');
    if (!name || !/^[a-z0-9-]+$/.test(name)) {
      setLoaded(true);
      return;
    }
    fetch(asset(flowFileUrl(name)))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json();
      })
      .then((data) => {
        const opened = stateFromFile(data, `${name}${FLOW_FILE_SUFFIX}`);
        setState(opened.state);
        setFileName(name);
        setNotice(t('loadedFlow', { title: opened.title }));
      })
      .catch((error: Error) => {
        const reason = error instanceof FlowError ? error.problems[0] : error.message;
        setNotice(t('badFlow', { name, reason }));
      })
      .finally(() => setLoaded(true));
  }, [asset, t]);

  useEffect(() => {
    if (!loaded) return;
    writeStored(
      PLAYGROUND_STORAGE_KEY,
      state.nodes.length ? JSON.stringify(fileFromState(state, slug(fileName), false)) : null,
    );
  }, [state, loaded, fileName]);

  const entries = useMemo(
    () =>
      state.nodes.flatMap((n) => {
        const entry = byId.get(n.node);
        return entry ? [{ id: n.id, entry }] : [];
      }),
    [state.nodes, byId],
  );
  const nameOf = useCallback(
    (id: string) => {
      const entry = entries.find((e) => e.id === id)?.entry;
      return entry ? `${entry.name} (${id})` : id;
    },
    [entries],
  );
  const missing = useMemo(() => missingToRun(entries, state.connections), [entries, state.connections]);

  const connect = useCallback(
    (fromEndpoint: string, toEndpoint: string) => {
      const refusal = checkConnection(entries, state.connections, fromEndpoint, toEndpoint);
      if (refusal) {
        setStatus(refusalText(t, refusal, nameOf));
        return false;
      }
      setState((s) => ({ ...s, connections: [...s.connections, { from: fromEndpoint, to: toEndpoint }] }));
      setStatus(t('connected', { from: fromEndpoint, to: toEndpoint }));
      return true;
    },
    [entries, state.connections, t, nameOf, setStatus],
  );

  const addNode = (entry: CatalogNode) => {
    const id = newNodeId(
      entry,
      state.nodes.map((n) => n.id),
    );
    const i = state.nodes.length;
    setState((s) => ({
      ...s,
      nodes: [...s.nodes, { id, node: entry.id, position: { x: 40 + (i % 4) * 240, y: 40 + Math.floor(i / 4) * 200 } }],
    }));
    setStatus(t('added', { name: entry.name, id }));
  };

  const removeNode = (id: string) =>
    setState((s) => ({
      ...s,
      nodes: s.nodes.filter((n) => n.id !== id),
      connections: s.connections.filter((c) => !c.from.startsWith(`${id}.`) && !c.to.startsWith(`${id}.`)),
    }));
  const removeConnection = (connection: EditedConnection) =>
    setState((s) => ({ ...s, connections: s.connections.filter((c) => c !== connection) }));

  const flowNodes = useMemo<PlayFlowNode[]>(
    () =>
      state.nodes.flatMap((n) => {
        const entry = byId.get(n.node);
        return entry
          ? [
              {
                id: n.id,
                type: 'play' as const,
                position: n.position,
                // Sizes given up front: a controlled React Flow shows a node only once it knows its size.
                width: NODE_WIDTH,
                height: nodeHeight(entry),
                data: { entry, label: `${entry.name} · ${n.id}` },
                ariaLabel: nameOf(n.id),
              },
            ]
          : [];
      }),
    [state.nodes, byId, nameOf],
  );
  const edges = useMemo<Edge[]>(
    () =>
      state.connections.map((c) => {
        const { source, sourceHandle, target, targetHandle } = edgeEnds(c.from, c.to);
        const type = byId
          .get(state.nodes.find((n) => n.id === source)?.node ?? '')
          ?.outputs.find((s) => s.name === sourceHandle)?.type;
        return {
          id: `${c.from}->${c.to}`,
          source,
          sourceHandle,
          target,
          targetHandle,
          style: { stroke: type ? `var(${SOCKET_TYPE_INFO[type].cssVar})` : undefined, strokeWidth: 2.5 },
        };
      }),
    [state.connections, state.nodes, byId],
  );
  // React Flow's own copy of the nodes, which also holds what it measured (a node's size, its sockets' places):
  // kept across renders, so connections can be drawn, and brought in line with the flow whenever it changes.
  const [rfNodes, setRfNodes] = useState<PlayFlowNode[]>([]);
  useEffect(() => {
    setRfNodes((current) =>
      flowNodes.map((node) => {
        const known = current.find((n) => n.id === node.id);
        return known ? { ...known, position: node.position, data: node.data, ariaLabel: node.ariaLabel } : node;
      }),
    );
  }, [flowNodes]);
  const onNodesChange = useCallback((changes: NodeChange<PlayFlowNode>[]) => {
    setRfNodes((current) => applyNodeChanges(changes, current));
    if (!changes.some((c) => c.type === 'position' || c.type === 'remove')) return;
    setState((s) => {
      const moved = applyNodeChanges(
        changes.filter((c) => c.type === 'position'),
        s.nodes.map((n) => ({ id: n.id, position: n.position, data: {} })),
      );
      const removed = new Set(changes.flatMap((c) => (c.type === 'remove' ? [c.id] : [])));
      return {
        ...s,
        nodes: s.nodes
          .filter((n) => !removed.has(n.id))
          .map((n) => ({ ...n, position: moved.find((m) => m.id === n.id)?.position ?? n.position })),
        connections: s.connections.filter(
          (c) => !removed.has(splitEndpoint(c.from).node) && !removed.has(splitEndpoint(c.to).node),
        ),
      };
    });
  }, []);
  const onConnect = useCallback(
    (c: Connection) => {
      if (c.sourceHandle && c.targetHandle) connect(`${c.source}.${c.sourceHandle}`, `${c.target}.${c.targetHandle}`);
    },
    [connect],
  );

  const results = findNodes(catalog, query, type);
  const outputs = entries.flatMap(({ id, entry }) =>
    entry.outputs.map((s) => ({
      value: `${id}.${s.name}`,
      label: t('socketOption', { node: nameOf(id), socket: s.name, type: s.type }),
    })),
  );
  const inputs = entries.flatMap(({ id, entry }) =>
    entry.inputs.map((s) => ({
      value: `${id}.${s.name}`,
      label: t('socketOption', { node: nameOf(id), socket: s.name, type: s.type }),
    })),
  );

  const flowFile = () => {
    const file = fileFromState(state, slug(fileName), missing.inputs.length === 0);
    return `${JSON.stringify(withSchema(file, SITE_ORIGIN), null, 2)}\n`;
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([flowFile()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${slug(fileName)}${FLOW_FILE_SUFFIX}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = () =>
    navigator.clipboard.writeText(flowFile()).then(
      () => setStatus(t('copied'), COPY_SUCCESS_MS),
      (error: Error) => setStatus(t('copyFailed', { reason: error.message })),
    );

  const onConnectSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) {
      setStatus(t('refused.unknown'));
      return;
    }
    if (connect(from, to)) setTo('');
  };

  return (
    <div className="pb-pg">
      <link rel="stylesheet" href={reactFlowCss} precedence="pb-flow" />
      <link rel="stylesheet" href={explorerCss} precedence="pb-flow" />
      <link rel="stylesheet" href={playgroundCss} precedence="pb-flow" />
      {notice && (
        <p className="pb-pg-notice" role="alert">
          {notice}
        </p>
      )}
      <div className="pb-pg-layout">
        <div>
          <section className="pb-pg-canvas" aria-label={t('canvas')}>
            <ReactFlow
              nodes={rfNodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesDelete={(deleted) =>
                setState((s) => ({
                  ...s,
                  connections: s.connections.filter((c) => !deleted.some((d) => d.id === `${c.from}->${c.to}`)),
                }))
              }
              onConnect={onConnect}
              fitView
              maxZoom={1.5}
              proOptions={{ hideAttribution: true }}
              colorMode={dark ? 'dark' : 'light'}
            />
          </section>
          <p className="pb-pg-status" role="status">
            {status}
          </p>
        </div>
        <div className="pb-pg-panels">
          <section aria-labelledby={`${ids}-add`}>
            <h2 id={`${ids}-add`}>{t('addHeading')}</h2>
            <div className="pb-pg-fields">
              <label>
                <span>{t('find')}</span>
                <input
                  type="search"
                  value={query}
                  placeholder={t('findPlaceholder')}
                  onChange={(e) => setQuery(e.target.value)}
                  autoComplete="off"
                />
              </label>
              <label>
                <span>{t('typeFilter')}</span>
                <select value={type} onChange={(e) => setType(e.target.value)}>
                  <option value="">{t('anyType')}</option>
                  {SOCKET_TYPES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="pb-pg-count" aria-live="polite">
              {t('results', { count: String(results.length), total: String(catalog.length) })}
            </p>
            <ul className="pb-pg-results">
              {results.slice(0, MAX_RESULTS).map((entry) => (
                <li key={entry.id}>
                  <button type="button" onClick={() => addNode(entry)}>
                    {t('add', { name: entry.name })}
                  </button>
                  <span className="pb-pg-meta">
                    {[...new Set(entry.inputs.map((s) => s.type))].join(', ') || '–'} →{' '}
                    {[...new Set(entry.outputs.map((s) => s.type))].join(', ')}
                  </span>
                </li>
              ))}
            </ul>
            {results.length > MAX_RESULTS && <p className="pb-pg-count">{t('more', { count: String(MAX_RESULTS) })}</p>}
          </section>

          <section aria-labelledby={`${ids}-connect`}>
            <h2 id={`${ids}-connect`}>{t('connectHeading')}</h2>
            <p className="pb-pg-count">{t('connectHint')}</p>
            <form className="pb-pg-fields" onSubmit={onConnectSubmit}>
              <EndpointSelect
                label={t('from')}
                choose={t('choose')}
                value={from}
                options={outputs}
                onChange={setFrom}
              />
              <EndpointSelect label={t('to')} choose={t('choose')} value={to} options={inputs} onChange={setTo} />
              <button type="submit">{t('connect')}</button>
            </form>

            <h2>{t('flowHeading')}</h2>
            {state.nodes.length === 0 ? (
              <p className="pb-pg-count">{t('empty')}</p>
            ) : (
              <>
                <h3>{t('nodesLabel')}</h3>
                <ul className="pb-pg-list">
                  {entries.map(({ id, entry }) => (
                    <li key={id}>
                      <a href={asset(nodeRoute(prefix, entry.id))}>{entry.name}</a> <code>{id}</code>
                      <button
                        type="button"
                        onClick={() => removeNode(id)}
                        aria-label={t('removeNode', { name: nameOf(id) })}
                      >
                        {t('remove')}
                      </button>
                    </li>
                  ))}
                </ul>
                <h3>{t('connectionsLabel')}</h3>
                <ul className="pb-pg-list">
                  {state.connections.map((c) => (
                    <li key={`${c.from}->${c.to}`}>
                      <code>{c.from}</code> → <code>{c.to}</code>
                      <button
                        type="button"
                        onClick={() => removeConnection(c)}
                        aria-label={t('removeConnection', { from: c.from, to: c.to })}
                      >
                        {t('remove')}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby={`${ids}-check`}>
            <h2 id={`${ids}-check`}>{t('checkHeading')}</h2>
            {state.nodes.length === 0 ? (
              <p className="pb-pg-count">{t('checkEmpty')}</p>
            ) : (
              <ul className="pb-pg-list">
                {missing.inputs.map((m) => (
                  <li key={`${m.node}.${m.input}`}>
                    {t('needsInput', { input: m.input, type: m.type, node: nameOf(m.node) })}
                  </li>
                ))}
                {missing.inputs.length === 0 && <li>{t('ready')}</li>}
                {missing.providers.map((p) => (
                  <li key={p.id}>
                    {t('needsKey', { provider: p.name })}{' '}
                    <a href={asset(`${prefix}/guide/api-keys#${p.keyAnchor}`)}>{t('keyLink')}</a>
                  </li>
                ))}
              </ul>
            )}
            <p className="pb-pg-count">{t('neverRuns')}</p>

            <h2>{t('exportHeading')}</h2>
            <div className="pb-pg-fields">
              <label>
                <span>{t('fileName')}</span>
                <input value={fileName} onChange={(e) => setFileName(e.target.value)} autoComplete="off" />
              </label>
            </div>
            <div className="pb-pg-actions">
              <button type="button" onClick={download} disabled={state.nodes.length === 0}>
                {t('download')}
              </button>
              <button type="button" onClick={copy} disabled={state.nodes.length === 0}>
                {t('copy')}
              </button>
              <button
                type="button"
                onClick={() => {
                  setState(EMPTY_PLAY_STATE);
                  setStatus(t('cleared'));
                }}
              >
                {t('clear')}
              </button>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

export default function Playground() {
  return (
    <ReactFlowProvider>
      <PlaygroundInner />
    </ReactFlowProvider>
  );
}
