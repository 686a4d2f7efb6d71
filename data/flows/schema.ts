/**
 * The flow file: a flow on the canvas as data. Nodes are named by their catalogue id, so every socket,
 * type and label a picture of the flow shows comes from data/nodes/. `validateFlow` checks a flow against the
 * catalogue of its docs version and names the file and the node or connection of each problem; the build runs it on
 * every flow of the site, and the site publishes the file format as a JSON Schema generated from `flowSchema`.
 */
import { z } from 'zod';
import { VERSIONS } from '../../config/editions';
import type { CatalogNode, NodeInput, NodeOutput } from '../nodes/schema';
import { FLOW_SCHEMA_PATH } from './names';

// The playground checks flows in the browser, under a Content Security Policy without 'unsafe-eval': zod's compiled
// object parsers (and its probe for them, `new Function("")`, which the policy reports even though zod catches it)
// stay off, and zod interprets instead.
z.config({ jitless: true });

/** The version of the file format. A change that old files would not satisfy gets a new number. */
export const FLOW_FORMAT = 1;

export { FLOW_FILE_SUFFIX, FLOW_SCHEMA_PATH } from './names';

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** `nodeId.socket name`: the node's id in this flow, a dot, then the socket's name as the node shows it. */
const endpoint = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.\S.*$/, 'must be "<node id>.<socket name>"');

export const flowNodeSchema = z.strictObject({
  /** The node's id within this flow: `prompt`, `flux`. */
  id: slug,
  /** The catalogue id of the node: `FalFluxDevNode`. */
  node: z.string().regex(/^[A-Z][A-Za-z0-9]*Node$/, 'must be a catalogue node id such as "FalFluxDevNode"'),
  /**
   * A name the reader gave the node on the canvas: one for every language, or one per language code (English
   * required, the others falling back to it). Pictures show "<node name>: <label>".
   */
  label: z.union([text, z.strictObject({ en: text, zh: text.optional() })]).optional(),
  /** Where the node sits on the canvas, in canvas pixels; laid out automatically when left out. */
  position: z.strictObject({ x: z.number(), y: z.number() }).optional(),
  /** Property values set in this flow, by the property's name as the Node Properties tab labels it. */
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** The value a primitive node holds (the Text node's text). */
  value: z.string().optional(),
});

export const flowSchema = z.strictObject({
  /** Where the published JSON Schema of this format lives; editors use it to check the file. */
  $schema: z.string().optional(),
  format: z.literal(FLOW_FORMAT),
  /** The file's name without its suffix, and the flow's stable id: `text-to-image`. */
  name: slug,
  /** Short name, shown as the picture's caption: `Text to image`. */
  title: text,
  /** What the flow does, one or two sentences; the picture's text alternative when given. */
  description: text.optional(),
  /** The docs version whose catalogue the flow's node ids refer to. */
  version: z.enum(VERSIONS),
  /**
   * Whether the flow is meant to run as it is: every required input of its executable nodes must then be connected.
   * A fragment that shows one idea (a node with an input left for the reader) says `false`.
   */
  runnable: z.boolean(),
  nodes: z.array(flowNodeSchema).min(1),
  connections: z.array(z.strictObject({ from: endpoint, to: endpoint })),
  /** Notes a reader reads beside the flow, optionally about one node. */
  notes: z.array(z.strictObject({ text, node: slug.optional() })).optional(),
});

export type FlowFile = z.output<typeof flowSchema>;

/**
 * The flow file format as a JSON Schema (draft 2020-12), generated from `flowSchema` so the two cannot drift. It
 * checks a file's shape; whether its nodes and sockets exist is for `validateFlow`, which knows the catalogue.
 */
export function flowJsonSchema(siteUrl: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(flowSchema, { target: 'draft-2020-12' }),
    $id: `${siteUrl.replace(/\/$/, '')}/${FLOW_SCHEMA_PATH}`,
    title: `Flow file, format ${FLOW_FORMAT}`,
    description:
      'A flow of the canvas: nodes by catalogue id with their property values and positions, and connections from an output socket to an input socket.',
  };
}
export type FlowFileNode = z.output<typeof flowNodeSchema>;

/** Thrown for an invalid flow; the message names the flow file and the node or connection. */
export class FlowError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid flow:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FlowError';
  }
}

function splitEndpoint(value: string): { node: string; socket: string } {
  const dot = value.indexOf('.');
  return { node: value.slice(0, dot), socket: value.slice(dot + 1) };
}

/** A connection's two ends resolved against the catalogue. */
export interface ResolvedConnection {
  from: { node: FlowFileNode; catalog: CatalogNode; socket: NodeOutput };
  to: { node: FlowFileNode; catalog: CatalogNode; socket: NodeInput };
}

export interface CheckedFlow {
  flow: FlowFile;
  /** The catalogue entry of each flow node, by the node's id in the flow. */
  catalog: Map<string, CatalogNode>;
  connections: ResolvedConnection[];
}

/** The first cycle among the connections, as node ids from and back to its start, or null. */
function findCycle(ids: string[], edges: [string, string][]): string[] | null {
  const next = new Map(ids.map((id) => [id, [] as string[]]));
  for (const [from, to] of edges) next.get(from)?.push(to);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'open');
    path.push(id);
    for (const to of next.get(id) ?? []) {
      if (state.get(to) === 'open') return [...path.slice(path.indexOf(to)), to];
      if (!state.has(to)) {
        const found = visit(to);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of ids) {
    if (state.has(id)) continue;
    const found = visit(id);
    if (found) return found;
  }
  return null;
}

function propertyProblems(value: string | number | boolean, property: CatalogNode['properties'][number]): string[] {
  switch (property.type) {
    case 'enum':
      return property.options?.includes(String(value))
        ? []
        : [`"${value}" is not one of its options (${property.options?.join(', ')})`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : ['must be true or false'];
    case 'text':
      return typeof value === 'string' ? [] : ['must be text'];
    default: {
      if (typeof value !== 'number') return ['must be a number'];
      if (property.type === 'integer' && !Number.isInteger(value)) return ['must be a whole number'];
      if (property.min !== undefined && value < property.min) return [`${value} is below its minimum ${property.min}`];
      if (property.max !== undefined && value > property.max) return [`${value} is above its maximum ${property.max}`];
      return [];
    }
  }
}

/**
 * Checks a flow file against the catalogue of its version (`nodesOf` gives it): the file's shape, then unknown nodes,
 * properties and sockets, connections between different types, a second connection into an input that accepts
 * one, cycles, a property set where the connected inputs leave it without effect, and, for a runnable flow, required
 * inputs left unconnected and required properties left unset. Throws a FlowError naming `file`.
 */
export function validateFlow(input: unknown, file: string, nodesOf: (version: string) => CatalogNode[]): CheckedFlow {
  const parsed = flowSchema.safeParse(input);
  if (!parsed.success) {
    throw new FlowError(
      parsed.error.issues.map((issue) => `${file}: ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`),
    );
  }
  const flow = parsed.data;
  const problems: string[] = [];
  const known = new Map(nodesOf(flow.version).map((node) => [node.id, node]));
  const catalog = new Map<string, CatalogNode>();
  for (const node of flow.nodes) {
    const where = `${file}: node "${node.id}"`;
    if (catalog.has(node.id)) {
      problems.push(`${where}: the id is used twice`);
      continue;
    }
    const entry = known.get(node.node);
    if (!entry) {
      problems.push(`${where}: ${node.node} is not a node of the ${flow.version} catalogue`);
      continue;
    }
    catalog.set(node.id, entry);
    for (const [name, value] of Object.entries(node.properties ?? {})) {
      const property = entry.properties.find((p) => p.name === name);
      if (!property) {
        const names = entry.properties.map((p) => p.name).join(', ') || 'none';
        problems.push(`${where}: ${entry.id} has no property "${name}" (it has: ${names})`);
        continue;
      }
      for (const problem of propertyProblems(value, property))
        problems.push(`${where}: property "${name}": ${problem}`);
    }
    if (node.value !== undefined && entry.kind !== 'primitive') {
      problems.push(`${where}: only a primitive node holds a value (${entry.id} is executable)`);
    }
  }

  const connections: ResolvedConnection[] = [];
  const into = new Map<string, number>();
  for (const connection of flow.connections) {
    const where = `${file}: connection ${connection.from} → ${connection.to}`;
    const from = splitEndpoint(connection.from);
    const to = splitEndpoint(connection.to);
    const fromNode = flow.nodes.find((n) => n.id === from.node);
    const toNode = flow.nodes.find((n) => n.id === to.node);
    const fromEntry = catalog.get(from.node);
    const toEntry = catalog.get(to.node);
    if (!fromNode || !toNode) {
      problems.push(`${where}: no node "${!fromNode ? from.node : to.node}" in this flow`);
      continue;
    }
    if (!fromEntry || !toEntry) continue; // already reported as an unknown node
    const output = fromEntry.outputs.find((s) => s.name === from.socket);
    const inputSocket = toEntry.inputs.find((s) => s.name === to.socket);
    if (!output) {
      const names = fromEntry.outputs.map((s) => s.name).join(', ');
      problems.push(`${where}: ${fromEntry.id} has no output "${from.socket}" (its outputs: ${names})`);
    }
    if (!inputSocket) {
      const names = toEntry.inputs.map((s) => s.name).join(', ') || 'none';
      problems.push(`${where}: ${toEntry.id} has no input "${to.socket}" (its inputs: ${names})`);
    }
    if (!output || !inputSocket) continue;
    if (output.type !== inputSocket.type) {
      problems.push(
        `${where}: the types differ: the output carries ${output.type}, the input takes ${inputSocket.type}`,
      );
      continue;
    }
    const count = (into.get(connection.to) ?? 0) + 1;
    into.set(connection.to, count);
    if (count === 2 && !inputSocket.many) {
      problems.push(`${where}: "${to.socket}" of ${toEntry.id} accepts one connection, and another already feeds it`);
    }
    connections.push({
      from: { node: fromNode, catalog: fromEntry, socket: output },
      to: { node: toNode, catalog: toEntry, socket: inputSocket },
    });
  }

  const cycle = findCycle(
    flow.nodes.map((n) => n.id),
    connections.map((c) => [c.from.node.id, c.to.node.id]),
  );
  if (cycle) problems.push(`${file}: the connections make a cycle: ${cycle.join(' → ')}`);

  // A property the flow sets must do something with the inputs the flow connects.
  for (const node of flow.nodes) {
    const entry = catalog.get(node.id);
    for (const name of Object.keys(node.properties ?? {})) {
      const property = entry?.properties.find((p) => p.name === name);
      const where = `${file}: node "${node.id}": property "${name}"`;
      if (property?.unusedWith && into.has(`${node.id}.${property.unusedWith}`)) {
        problems.push(
          `${where} does nothing while "${property.unusedWith}" is connected (${entry?.id} ignores it then): leave it out`,
        );
      }
      if (property?.onlyWith && !into.has(`${node.id}.${property.onlyWith}`)) {
        problems.push(
          `${where} acts only on "${property.onlyWith}", which is not connected: leave it out or connect it`,
        );
      }
    }
  }

  if (flow.runnable) {
    for (const node of flow.nodes) {
      const entry = catalog.get(node.id);
      if (entry?.kind !== 'executable') continue;
      for (const socket of entry.inputs) {
        if (socket.required && !into.has(`${node.id}.${socket.name}`)) {
          problems.push(
            `${file}: node "${node.id}": required input "${socket.name}" is not connected (the flow says it is runnable)`,
          );
        }
      }
      for (const property of entry.properties) {
        if (property.required && node.properties?.[property.name] === undefined) {
          problems.push(
            `${file}: node "${node.id}": property "${property.name}" has no default and is not set (the flow says it is runnable)`,
          );
        }
      }
    }
  }

  if (problems.length) throw new FlowError(problems);
  return { flow, catalog, connections };
}
