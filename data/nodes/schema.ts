/**
 * The schema every node entry must satisfy. `validateCatalog` turns zod's findings
 * into messages that name the data file, the node and the field. It runs at build time
 * (plugins/nodeCatalog.ts) and in the unit tests; the browser gets the plain data, never zod.
 */
import { z } from 'zod';
import { VERSIONS } from '../../config/editions';
import { CATEGORY_IDS, PROVIDER_IDS } from '../catalog';
import { SOCKET_TYPES } from '../socketTypes';

const text = z.string().trim().min(1);

const socketBase = z.strictObject({
  /** As shown on the node, lower case: `prompt`, `image`, `reference images`. */
  name: text,
  type: z.enum(SOCKET_TYPES),
  /** What the socket carries, one sentence. */
  description: text,
});

export const inputSchema = socketBase.extend({
  required: z.boolean(),
  /** Accepts several connections (shown as a stacked shape). */
  many: z.boolean().optional(),
});

export const outputSchema = socketBase.extend({
  /** The node can produce several values at once (for example "number of images"). */
  many: z.boolean().optional(),
});

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const propertySchema = z
  .strictObject({
    /** As labelled in the Node Properties tab: `Aspect ratio`. */
    name: text,
    type: z.enum(['enum', 'number', 'integer', 'boolean', 'text']),
    default: scalar.optional(),
    options: z.array(text).min(2).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
    /** What it changes, one or two sentences. */
    description: text,
  })
  .superRefine((p, ctx) => {
    if (p.type === 'enum') {
      if (!p.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'an enum property needs options' });
      else if (p.default !== undefined && !p.options.includes(String(p.default))) {
        ctx.addIssue({
          code: 'custom',
          path: ['default'],
          message: `default "${p.default}" is not one of the options`,
        });
      }
    } else if (p.options) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `only enum properties have options (type is ${p.type})`,
      });
    }
    const numeric = p.type === 'number' || p.type === 'integer';
    if (numeric && p.default !== undefined) {
      if (typeof p.default !== 'number') {
        ctx.addIssue({
          code: 'custom',
          path: ['default'],
          message: `default of a ${p.type} property must be a number`,
        });
      } else {
        if (p.min !== undefined && p.default < p.min) {
          ctx.addIssue({ code: 'custom', path: ['default'], message: `default ${p.default} is below min ${p.min}` });
        }
        if (p.max !== undefined && p.default > p.max) {
          ctx.addIssue({ code: 'custom', path: ['default'], message: `default ${p.default} is above max ${p.max}` });
        }
      }
    }
    if (!numeric && (p.min !== undefined || p.max !== undefined || p.step !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['min'],
        message: `only number and integer properties have min, max or step`,
      });
    }
    if (p.type === 'boolean' && p.default !== undefined && typeof p.default !== 'boolean') {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: 'default of a boolean property must be true or false',
      });
    }
  });

export const nodeSchema = z
  .strictObject({
    /** Class name, also the page name: `FalFluxDevNode`. */
    id: z.string().regex(/^[A-Z][A-Za-z0-9]*Node$/, 'must be PascalCase and end in "Node"'),
    /** Display name on the canvas and in the docs: `FLUX.1 [dev]`. */
    name: text,
    category: z.enum(CATEGORY_IDS),
    kind: z.enum(['primitive', 'executable']),
    /** Who runs it and whose API key it needs. */
    provider: z.enum(PROVIDER_IDS),
    /** Who made the model (Black Forest Labs, Google, Kuaishou); omitted for primitive nodes. */
    vendor: text.optional(),
    /** The provider's model or endpoint id: `fal-ai/flux/dev`, `gpt-4o`; omitted for primitive nodes. */
    model: text.optional(),
    /** One sentence: what the node does. Used on the landing page, in search and in page descriptions. */
    summary: text.max(200),
    inputs: z.array(inputSchema),
    outputs: z.array(outputSchema),
    properties: z.array(propertySchema),
    /** Noteworthy facts and figures: resolutions, durations, variants. */
    figures: z.array(text),
    /** What readers type to find it: model names, task words ("i2v", "TTS", "lip sync"). */
    aliases: z.array(text).min(1),
    /** The docs version the node first appears in. */
    since: z.enum(VERSIONS),
  })
  .superRefine((n, ctx) => {
    if (n.kind === 'primitive' && n.provider !== 'none') {
      ctx.addIssue({ code: 'custom', path: ['provider'], message: 'a primitive node calls no provider: use "none"' });
    }
    if (n.kind === 'executable' && n.provider === 'none') {
      ctx.addIssue({ code: 'custom', path: ['provider'], message: 'an executable node needs a provider' });
    }
    if (n.kind === 'executable' && !n.model) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'an executable node needs its model or endpoint id' });
    }
    if (n.outputs.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['outputs'], message: 'a node needs at least one output' });
    }
    for (const [side, sockets] of [
      ['inputs', n.inputs],
      ['outputs', n.outputs],
      ['properties', n.properties],
    ] as const) {
      const seen = new Set<string>();
      sockets.forEach((s, i) => {
        if (seen.has(s.name)) {
          ctx.addIssue({ code: 'custom', path: [side, i, 'name'], message: `"${s.name}" is listed twice` });
        }
        seen.add(s.name);
      });
    }
  });

export type NodeEntry = z.input<typeof nodeSchema>;
export type CatalogNode = z.output<typeof nodeSchema>;
export type NodeInput = z.output<typeof inputSchema>;
export type NodeOutput = z.output<typeof outputSchema>;
export type NodeProperty = z.output<typeof propertySchema>;

/** Thrown for invalid node data; the message names the file, the node and the field. */
export class CatalogError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid node data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CatalogError';
  }
}

function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
}

/** Validates the entries of each data file and the catalogue as a whole. */
export function validateCatalog(files: Record<string, unknown[]>): CatalogNode[] {
  const problems: string[] = [];
  const nodes: CatalogNode[] = [];
  const where = new Map<string, string>();
  for (const [file, entries] of Object.entries(files)) {
    if (!Array.isArray(entries)) {
      problems.push(`${file}: must export an array of nodes`);
      continue;
    }
    entries.forEach((entry, index) => {
      const id = (entry as { id?: unknown })?.id;
      const label = typeof id === 'string' ? id : `entry ${index}`;
      const result = nodeSchema.safeParse(entry);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = fieldPath(issue.path);
          problems.push(`${file}: ${label}${field ? `.${field}` : ''}: ${issue.message}`);
        }
        return;
      }
      const previous = where.get(result.data.id);
      if (previous) {
        problems.push(`${file}: ${label}: id is also used in ${previous}`);
        return;
      }
      where.set(result.data.id, file);
      nodes.push(result.data);
    });
  }
  if (problems.length) throw new CatalogError(problems);
  return nodes;
}
