/**
 * The schema every node entry must satisfy. `validateCatalog` turns zod's findings
 * into messages that name the data file, the node and the field. It runs at build time
 * (plugins/nodeCatalog/index.ts) and in the unit tests; the browser gets the plain data, never zod.
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

/** A calendar date, `2026-11-27`. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'is not a calendar date');

/** Where a lifecycle status is stated, so a reader can check a "Retired" tag. */
export const lifecycleSourceSchema = z.strictObject({
  /** The page that states it: the provider's deprecation page, changelog or model page. */
  url: z.url({ protocol: /^https$/, message: 'must be an https URL' }),
  /** The day the status was last compared with that page. */
  checked: isoDate,
  /**
   * The page is not the provider's: a reliable third party (the model's maker, a platform that ran it, the provider's
   * own client library) reports the model retired, and the provider has not confirmed it. Shown as "Reported retired".
   */
  thirdParty: z.boolean().optional(),
});

/** A node, or an option of a property, that the provider has deprecated or retired. */
export const lifecycleSchema = z
  .strictObject({
    /** Deprecated: still runs, on its way out. Retired: the provider no longer runs it. */
    status: z.enum(['deprecated', 'retired']),
    /**
     * When the provider announced it (deprecated) or stopped it (retired). A deprecation the provider lists without
     * an announcement date leaves it out and gives its `shutdown` instead.
     */
    date: isoDate.optional(),
    /** Deprecated only: the day the provider says the model stops running. */
    shutdown: isoDate.optional(),
    /** What to use instead: a node id for a node, an option for an option. */
    replacement: text.optional(),
    source: lifecycleSourceSchema,
  })
  .superRefine((lifecycle, ctx) => {
    if (lifecycle.status === 'retired' && !lifecycle.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'a retirement needs its date: the day the model stopped',
      });
    }
    if (lifecycle.status === 'deprecated' && !lifecycle.date && !lifecycle.shutdown) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'a deprecation needs the day it was announced (date) or the day the model stops (shutdown), or both',
      });
    }
    if (lifecycle.shutdown && lifecycle.status !== 'deprecated') {
      ctx.addIssue({
        code: 'custom',
        path: ['shutdown'],
        message: 'only a deprecation has a shutdown ahead; once the model stopped, mark it retired on that date',
      });
    }
    if (lifecycle.shutdown && lifecycle.date && lifecycle.shutdown <= lifecycle.date) {
      ctx.addIssue({ code: 'custom', path: ['shutdown'], message: 'the shutdown comes after the announcement (date)' });
    }
    if (lifecycle.source.thirdParty && lifecycle.status !== 'retired') {
      ctx.addIssue({
        code: 'custom',
        path: ['source', 'thirdParty'],
        message: "only a retirement is shown as reported by a third party; a deprecation needs the provider's word",
      });
    }
  });

export { lifecycleKind } from './lifecycleKind';

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
    /** Options the provider has deprecated or retired, by option. */
    deprecatedOptions: z.record(z.string(), lifecycleSchema).optional(),
    /**
     * The input that, once connected, leaves this property without effect (that mode's endpoint has no such setting):
     * a flow may not set one and connect the other.
     */
    unusedWith: text.optional(),
    /** The input this property acts on: without it connected the property does nothing, and a flow may not set it. */
    onlyWith: text.optional(),
    /** The provider needs a value and gives none by default: the reader must choose one before a run. */
    required: z.literal(true).optional(),
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
    for (const option of Object.keys(p.deprecatedOptions ?? {})) {
      if (!p.options?.includes(option)) {
        ctx.addIssue({
          code: 'custom',
          path: ['deprecatedOptions', option],
          message: `"${option}" is not one of the options`,
        });
      }
    }
    const replaced = Object.values(p.deprecatedOptions ?? {}).map((l) => l.replacement);
    for (const replacement of replaced) {
      if (replacement !== undefined && !p.options?.includes(replacement)) {
        ctx.addIssue({
          code: 'custom',
          path: ['deprecatedOptions'],
          message: `replacement "${replacement}" is not one of the options`,
        });
      }
    }
    if (p.required && p.default !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['required'],
        message: 'a property with a default is never missing: leave out `required`, or the default if there is none',
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

/** A page of the provider's own documentation that the node's facts were checked against. */
export const sourceDocSchema = z.strictObject({
  /** The provider's API reference or model card for the endpoint. */
  url: z.url({ protocol: /^https$/, message: 'must be an https URL' }),
  /** When the node uses several endpoints: what this one is used for ("with an image connected"). */
  mode: text.optional(),
  /** That mode's endpoint or model id, when it is not the node's `model`. */
  model: text.optional(),
});

/** Where the node's facts come from, and when they were last checked against it. */
export const sourceSchema = z
  .strictObject({
    /** The day the model id, sockets, properties and figures were last compared with `docs`. */
    checked: isoDate,
    docs: z.array(sourceDocSchema),
    /** What no page of the provider confirms, said on the node's page instead of guessed. */
    unconfirmed: text.optional(),
  })
  .superRefine((source, ctx) => {
    if (source.docs.length === 0 && !source.unconfirmed) {
      ctx.addIssue({
        code: 'custom',
        path: ['docs'],
        message: 'give at least one page of the provider, or say in `unconfirmed` what could not be found',
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
    /** Where its facts come from; required for every executable node. */
    source: sourceSchema.optional(),
    /** Set once the provider deprecates or retires the node's model. */
    lifecycle: lifecycleSchema.optional(),
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
    if (n.kind === 'executable' && !n.source) {
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message:
          "an executable node needs its source: the provider's pages its facts come from and the date they were checked",
      });
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
    n.properties.forEach((p, i) => {
      for (const key of ['unusedWith', 'onlyWith'] as const) {
        const input = p[key];
        if (input !== undefined && !n.inputs.some((s) => s.name === input)) {
          const names = n.inputs.map((s) => s.name).join(', ') || 'none';
          ctx.addIssue({
            code: 'custom',
            path: ['properties', i, key],
            message: `"${input}" is not an input of this node (its inputs: ${names})`,
          });
        }
      }
    });
  });

export type NodeEntry = z.input<typeof nodeSchema>;
export type CatalogNode = z.output<typeof nodeSchema>;
export type NodeInput = z.output<typeof inputSchema>;
export type NodeOutput = z.output<typeof outputSchema>;
export type NodeProperty = z.output<typeof propertySchema>;
export type NodeLifecycle = z.output<typeof lifecycleSchema>;
export type NodeSource = z.output<typeof sourceSchema>;

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

/** Validates the entries of each data file and the catalogue as a whole; throws a CatalogError naming every problem. */
export function validateCatalog(files: Record<string, unknown[]>): CatalogNode[] {
  const { nodes, problems } = checkCatalog(files);
  if (problems.length) throw new CatalogError(problems);
  return nodes;
}

/** Every problem of the data files, and the entries that are valid (so later checks can go on with them). */
export function checkCatalog(files: Record<string, unknown[]>): { nodes: CatalogNode[]; problems: string[] } {
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
  for (const node of nodes) {
    const replacement = node.lifecycle?.replacement;
    if (replacement === undefined) continue;
    const target = nodes.find((n) => n.id === replacement);
    if (!target) problems.push(`${where.get(node.id)}: ${node.id}.lifecycle.replacement: no node "${replacement}"`);
    else if (target.lifecycle?.status === 'retired') {
      problems.push(`${where.get(node.id)}: ${node.id}.lifecycle.replacement: "${replacement}" is retired itself`);
    }
  }
  return { nodes, problems };
}
