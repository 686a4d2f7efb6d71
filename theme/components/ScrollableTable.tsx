import { type ComponentProps, useEffect, useRef, useState } from 'react';

/**
 * The theme's table, whose wrapper scrolls sideways when the table is wider than the page; a wrapper that does
 * scroll can be focused, so keyboard users can scroll it too (WCAG 2.1.1). Measured after mount: the server HTML
 * is the theme's own.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={wrapper} className="rp-table-scroll-container rp-scrollbar" tabIndex={scrolls ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}
