/*
 * Ejected from Rspress v2's Sidebar (it keeps the original's SidebarList, groups and items). The original's state
 * hook sets the same sidebar again in a layout effect right after hydration, which re-renders every link of it in
 * one long task on each page load. This one derives the open groups while rendering instead.
 */
import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { memo, type SetStateAction, useCallback, useMemo, useState } from 'react';
import { openActiveGroups, workingCopy } from '../sidebar/activeGroups';

interface SidebarState {
  source: SidebarData;
  isActive: (link: string) => boolean;
  data: SidebarData;
}

export const Sidebar = memo(function Sidebar() {
  const raw = useSidebar();
  const isActive = useActiveMatcher();
  const source = useMemo(() => workingCopy(raw), [raw]);
  const [state, setState] = useState<SidebarState>(() => ({
    source,
    isActive,
    data: openActiveGroups(source, isActive),
  }));
  let current = state;
  if (state.source !== source || state.isActive !== isActive) {
    // Another page or sidebar: open the groups on the way to it, during this render (no second pass).
    current = { source, isActive, data: openActiveGroups(source, isActive) };
    setState(current);
  }
  const setData = useCallback((update: SetStateAction<SidebarData>) => {
    setState((s) => ({ ...s, data: typeof update === 'function' ? update(s.data) : update }));
  }, []);

  return <SidebarList sidebarData={current.data} setSidebarData={setData} />;
});
