/**
 * The desktop outline can be collapsed, and stays so on every page until expanded. The choice is
 * kept in local storage; the inline head script (OUTLINE_HEAD_SCRIPT) marks <html> before the first paint so a
 * collapsed outline never flashes open. Only the exact value "true" collapses: anything else is the default.
 */
export const OUTLINE_STORAGE_KEY = 'patchbay-outline-collapsed';
export const OUTLINE_COLLAPSED_ATTR = 'data-outline-collapsed';

export const OUTLINE_HEAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(OUTLINE_STORAGE_KEY)})==='true')document.documentElement.setAttribute(${JSON.stringify(OUTLINE_COLLAPSED_ATTR)},'')}catch(e){}`;
