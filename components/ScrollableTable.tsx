import { type ComponentProps, useEffect, useRef } from 'react';

/**
 * A table in a wrapper that scrolls sideways when the table is wider than the page (the theme gives its headings a
 * minimum width, so a four-column table is wider than a phone). A wrapper that does scroll can be focused, so
 * keyboard users can scroll it too (WCAG 2.1.1). The server HTML cannot know the width; the wrapper's tab stop is set
 * on the element after measuring, not through state, so the table is not rendered again after hydration.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const measure = () => {
      if (element.scrollWidth > element.clientWidth + 1) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={wrapper} className="rp-table-scroll-container rp-scrollbar">
      <table {...props} />
    </div>
  );
}
