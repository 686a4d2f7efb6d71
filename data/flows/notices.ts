/**
 * What a flow runs that is on its way out or gone: the node itself (deprecated, retired, reported retired) or a
 * property value the provider deprecated or retired (a model option, set in the flow or left at its default). The
 * flow's picture lists these under it, and the build keeps them out of teaching flows
 * (plugins/lifecycleMentionsLogic.ts).
 */
import { lifecycleKind } from '../nodes/lifecycleKind';

/** The catalogue fields a notice reads: a node's lifecycle and its properties' defaults and deprecated options. */
export interface NoticeNode {
  lifecycle?: NoticeLifecycle;
  properties?: {
    name: string;
    default?: string | number | boolean;
    deprecatedOptions?: Record<string, NoticeLifecycle>;
  }[];
}

interface NoticeLifecycle {
  status: 'deprecated' | 'retired';
  date?: string;
  shutdown?: string;
  replacement?: string;
  source?: { thirdParty?: boolean };
}

export interface FlowNotice {
  kind: 'deprecated' | 'retired' | 'reported';
  /** The day the provider announced it (deprecated) or stopped it (retired). */
  date?: string;
  /** Deprecated only: the day it stops running. */
  shutdown?: string;
  /** The property value the notice is about; none when it is about the node. */
  option?: { property: string; value: string };
  /** A node id for the node, an option for an option. */
  replacement?: string;
}

const notice = (lifecycle: NoticeLifecycle, option?: FlowNotice['option']): FlowNotice => ({
  kind: lifecycleKind(lifecycle),
  ...(lifecycle.date ? { date: lifecycle.date } : {}),
  ...(lifecycle.shutdown ? { shutdown: lifecycle.shutdown } : {}),
  ...(option ? { option } : {}),
  ...(lifecycle.replacement ? { replacement: lifecycle.replacement } : {}),
});

/** The notices of one node of a flow, given the property values the flow sets on it. */
export function flowNodeNotices(
  entry: NoticeNode,
  properties: Record<string, string | number | boolean> = {},
): FlowNotice[] {
  const notices = entry.lifecycle ? [notice(entry.lifecycle)] : [];
  for (const property of entry.properties ?? []) {
    const value = properties[property.name] ?? property.default;
    const lifecycle = value === undefined ? undefined : property.deprecatedOptions?.[String(value)];
    if (lifecycle) notices.push(notice(lifecycle, { property: property.name, value: String(value) }));
  }
  return notices;
}
