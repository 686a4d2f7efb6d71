/**
 * The groups an overview page lists: the pages under the overview's route, in sidebar order, each with
 * its headers of the chosen depths (2 by default). Sidebar groups keep their names, and each section of a group (after a
 * section header) is a group named by its header; items outside any group
 * are gathered under "Others", placed where the first of them stands. Rspress v2 names each ungrouped item after
 * itself instead, so the groups are computed here and handed to its Overview.
 */
import type { Header, SidebarData } from '@rspress/core';
import type { Group, GroupItem } from '@rspress/core/theme-original';
import { routeKey } from '../../config/editions';

export interface OverviewPage {
  routePath: string;
  toc?: Pick<Header, 'id' | 'text' | 'depth'>[];
}

type Entry = SidebarData[number];

/** The route an overview lists: itself for `/guide/`, its folder for `/guide/overview`. */
function baseOf(routePath: string): string {
  return routePath.endsWith('/') ? routePath : routePath.replace(/[^/]*$/, '');
}

function firstLink(entry: Entry): string {
  if ('link' in entry && entry.link) return entry.link;
  if ('items' in entry) {
    for (const child of entry.items) {
      const link = firstLink(child);
      if (link) return link;
    }
  }
  return '';
}

export function overviewGroups(
  sidebar: SidebarData,
  pages: OverviewPage[],
  routePath: string,
  options: { othersName: string; depths?: number[] },
): Group[] {
  const base = baseOf(routePath);
  const self = routeKey(routePath);
  const byPath = new Map(pages.map((p) => [routeKey(p.routePath), p]));
  const listed = (link: string) => link.startsWith(base) && routeKey(link) !== self;

  const toItem = (entry: Entry, depths: number[]): GroupItem | null => {
    if (!('text' in entry) || typeof entry.text !== 'string') return null;
    const link = firstLink(entry);
    if (!link || !listed(link)) return null;
    const own = 'overviewHeaders' in entry && entry.overviewHeaders ? entry.overviewHeaders : depths;
    const toc = byPath.get(routeKey(link))?.toc ?? [];
    return { text: entry.text, link, headers: toc.filter((h) => own.includes(h.depth)) };
  };

  const groups: Group[] = [];
  let others: Group | null = null;
  const depths = options.depths ?? [2];
  for (const entry of sidebar) {
    if ('items' in entry) {
      const groupDepths = entry.overviewHeaders ?? depths;
      // A section header inside a group (the node reference's categories) starts a group of its own: 81 node
      // pages in one grid read as a wall, by category as a list.
      let current: Group = { name: entry.text, items: [] };
      const sections: Group[] = [current];
      for (const child of entry.items) {
        if ('sectionHeaderText' in child) {
          current = { name: child.sectionHeaderText, items: [] };
          sections.push(current);
          continue;
        }
        const item = toItem(child, groupDepths);
        if (item) current.items.push(item);
      }
      groups.push(...sections.filter((section) => section.items.length));
      continue;
    }
    const item = toItem(entry, depths);
    if (!item) continue;
    if (!others) {
      others = { name: options.othersName, items: [] };
      groups.push(others);
    }
    others.items.push(item);
  }
  return groups;
}

/** Text as the overview's filter compares it, as the original's does: lower case, hyphens as spaces. */
const normal = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/**
 * The groups that match the overview's filter: a group whose name matches stays whole; otherwise its pages whose title
 * matches, and the pages with a matching heading, with only those headings, by Rspress's original rules.
 */
export function filterGroups(groups: Group[], query: string): Group[] {
  const wanted = normal(query.trim());
  if (!wanted) return groups;
  const matches = (text: string) => normal(text).includes(wanted);
  return groups.flatMap((group) => {
    if (matches(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (matches(item.text)) return [item];
      const headers = item.headers?.filter((header) => matches(header.text)) ?? [];
      return headers.length ? [{ ...item, headers }] : [];
    });
    return items.length ? [{ ...group, items }] : [];
  });
}
