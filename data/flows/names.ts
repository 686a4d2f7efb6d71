/** Where the site publishes flows; shared by the build, which writes them, and the pages, which link them. */

/** What a published or downloaded flow file's name ends with. */
export const FLOW_FILE_SUFFIX = '.patchbay.json';

/** The folder, from the site's root, holding every flow file: /flows/<name>.patchbay.json. */
export const FLOWS_URL_DIR = 'flows';

/** Where the site publishes the format's JSON Schema, from its root. */
export const FLOW_SCHEMA_PATH = 'flow.schema.json';

/** A flow file's address from the site's root (before the base path). */
export function flowFileUrl(name: string): string {
  return `/${FLOWS_URL_DIR}/${name}${FLOW_FILE_SUFFIX}`;
}

/** Whether a site path (before the base path) is the schema or a flow file the build publishes. */
export function isPublishedFlowFile(url: string): boolean {
  return url === `/${FLOW_SCHEMA_PATH}` || (url.startsWith(`/${FLOWS_URL_DIR}/`) && url.endsWith(FLOW_FILE_SUFFIX));
}

/** The published JSON Schema's address, which every published or exported flow file names in `$schema`. */
export function flowSchemaUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/$/, '')}/${FLOW_SCHEMA_PATH}`;
}

/** A flow file as the site publishes and exports it: naming the published schema first, so editors check it. */
export function withSchema<T extends { $schema?: string }>(file: T, siteUrl: string): T & { $schema: string } {
  const { $schema: _, ...rest } = file;
  return { $schema: flowSchemaUrl(siteUrl), ...rest } as T & { $schema: string };
}

/** The flow playground builds flows for the current canvas, whose catalogue is this docs version's. */
export const PLAYGROUND_VERSION = 'v2';

/** The playground's page in an edition's prefix, opening the published flow `name` when given. */
export function playgroundRoute(prefix: string, name?: string): string {
  return `${prefix}/guide/playground${name ? `?flow=${name}` : ''}`;
}
