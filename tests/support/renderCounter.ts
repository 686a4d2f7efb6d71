/**
 * Counts the components React renders again after a page has hydrated, through the hook React's developer tools
 * use (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, read by production builds too). A fiber counts when a commit gives it
 * props other than those it last committed with: a re-render, not a first mount and not a skipped subtree.
 * Kept as a string so the test runner's transpiler adds nothing to it before it runs in the page.
 */
export const RENDER_COUNTER_SCRIPT = `(() => {
  const seen = new WeakMap();
  const REGIONS = { content: '.rspress-doc', sidebar: 'aside.rp-doc-layout__sidebar' };
  const stats = { commits: 0, rerendered: 0, byComponent: {}, byRegion: { content: [], sidebar: [] } };
  window.__renderStats = stats;
  const nameOf = (f) => (typeof f.type === 'string' ? f.type : (f.type && (f.type.displayName || f.type.name)) || 'anonymous');
  const walk = (root) => {
    stats.commits += 1;
    const stack = [root.current];
    while (stack.length) {
      const f = stack.pop();
      const own = seen.get(f);
      const other = f.alternate ? seen.get(f.alternate) : undefined;
      const last = own && other ? (own.at > other.at ? own : other) : own || other;
      if (last && last.props !== f.memoizedProps) {
        stats.rerendered += 1;
        const name = nameOf(f);
        stats.byComponent[name] = (stats.byComponent[name] || 0) + 1;
        const parent = f.tag === 5 && f.stateNode ? f.stateNode.parentElement : null;
        if (parent) {
          for (const [region, selector] of Object.entries(REGIONS)) {
            if (parent.closest(selector)) stats.byRegion[region].push(f.stateNode.outerHTML.slice(0, 120));
          }
        }
      }
      seen.set(f, { props: f.memoizedProps, at: stats.commits });
      if (f.child) stack.push(f.child);
      if (f.sibling) stack.push(f.sibling);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) { walk(root); },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    setStrictMode() {},
  };
})();`;

export interface RenderStats {
  commits: number;
  /** Components and elements rendered again after their first commit. */
  rerendered: number;
  byComponent: Record<string, number>;
  /** The elements rendered again inside the page content and inside the sidebar (the start of their HTML). */
  byRegion: { content: string[]; sidebar: string[] };
}
