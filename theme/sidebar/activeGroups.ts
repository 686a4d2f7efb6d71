import type { SidebarData } from '@rspress/core';

type Entry = SidebarData[number];

function holdsActive(entry: Entry, isActive: (link: string) => boolean): boolean {
  if ('link' in entry && typeof entry.link === 'string' && entry.link && isActive(entry.link)) return true;
  return 'items' in entry && Array.isArray(entry.items) && entry.items.some((child) => holdsActive(child, isActive));
}

/**
 * Opens every group on the way to the current page, in place: the sidebar's own working copy, so a group the reader
 * opened or closed stays that way on the next page. Returns a new top-level list, so React renders the change.
 */
export function openActiveGroups(entries: SidebarData, isActive: (link: string) => boolean): SidebarData {
  const visit = (entry: Entry) => {
    if (!('items' in entry) || !Array.isArray(entry.items)) return;
    for (const child of entry.items) visit(child);
    if (holdsActive(entry, isActive)) entry.collapsed = false;
  };
  for (const entry of entries) visit(entry);
  return [...entries];
}

/** The sidebar data the reader can change: a copy of the site's, flattened as Rspress lists it. */
export function workingCopy(raw: SidebarData): SidebarData {
  return (structuredClone(raw) as (Entry | Entry[] | null | undefined)[]).filter(Boolean).flat() as SidebarData;
}
