/** The app window's sidebar tabs, in the order the app shows them (see the Interface guide), for the figures. */
export const LEFT_TABS = [
  'Recent',
  'Assets',
  'Generations',
  'Styles',
  'Templates',
  'Nodes',
  'Learn',
  'Settings',
] as const;
export const RIGHT_TABS = ['Node Properties', 'Chat', 'Share', 'Style Training'] as const;
/** Tabs that arrived with release 2.x; the v1 docs draw the window without them. */
const TABS_SINCE_V2: readonly string[] = ['Styles', 'Share', 'Style Training'];

export function tabInVersion(tab: string, version: string): boolean {
  return version !== 'v1' || !TABS_SINCE_V2.includes(tab);
}
