/** Whether a key press is the search's shortcut, Ctrl+K or ⌘K (by key position, so any keyboard layout works). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.code === 'KeyK' && (event.ctrlKey || event.metaKey) && !event.altKey;
}
