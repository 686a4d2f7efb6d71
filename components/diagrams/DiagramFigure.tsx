import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { figureMarkdown } from '../markdownCopy';
import styles from './DiagramFigure.module.css';
import { useDiagramText } from './diagramText';

/** The smallest a figure's text is drawn on screen, in CSS px, so labels read at the browser's default zoom. */
export const READABLE_PX = 11;
/**
 * Below this column width a figure with a `narrow` arrangement draws that one instead. The CSS module's container
 * query repeats the number (a query cannot read a variable); tests/unit/diagramFigure.test.ts keeps the two equal.
 */
export const NARROW_BELOW_PX = 514;

export interface DiagramArrangement {
  /** The viewBox size; the picture is drawn at most this wide. */
  width: number;
  height: number;
  /** The smallest text size in the picture, in viewBox units: the picture is never drawn so small that it reads under `READABLE_PX`. */
  minFont: number;
  children: ReactNode;
}

export interface DiagramFigureProps extends DiagramArrangement {
  /** Read by screen readers as the picture's name; also the caption unless `caption` is given. */
  title: string;
  /** What the picture shows, in words: the SVG's description and the Markdown copy's text. */
  description: string;
  caption?: string;
  /** The same figure arranged for a column narrower than `NARROW_BELOW_PX` (a phone), e.g. its regions stacked. */
  narrow?: DiagramArrangement;
  /** Draws the figure on a soft panel with a border, as a window or part of the app is drawn. */
  framed?: boolean;
}

/** The width under which an arrangement keeps its readable size and scrolls sideways instead of shrinking. */
export function readableWidth({ width, minFont }: Pick<DiagramArrangement, 'width' | 'minFont'>): number {
  return Math.ceil(Math.min(width, (width * READABLE_PX) / minFont));
}

/** Which sides of a sideways-scrolling box hide part of the picture; both false when it all shows. */
function useHiddenSides() {
  const ref = useRef<HTMLDivElement>(null);
  const [sides, setSides] = useState({ start: false, end: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const rest = box.scrollWidth - box.clientWidth - box.scrollLeft;
      const next = { start: box.scrollLeft > 1, end: rest > 1 };
      setSides((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return { ref, sides };
}

function Picture({
  arrangement,
  title,
  description,
  framed,
  className,
}: {
  arrangement: DiagramArrangement;
  title: string;
  description: string;
  framed: boolean;
  className: string;
}) {
  const id = useId();
  const { width, height, children } = arrangement;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: `${width}px`, minWidth: `${readableWidth(arrangement)}px` }}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {framed && <rect x={1} y={1} width={width - 2} height={height - 2} rx={12} className={styles.frame} />}
      {children}
    </svg>
  );
}

/**
 * The frame every guide figure shares: an SVG with its title and description, a caption, and its Markdown text.
 * A figure keeps its text readable: in a column too narrow for it, it draws its `narrow` arrangement if it has one,
 * and otherwise scrolls sideways (a focusable region, faded at the hidden side, with a hint in words).
 */
export function DiagramFigure({ title, description, caption, narrow, framed = false, ...wide }: DiagramFigureProps) {
  const t = useDiagramText();
  const { ref, sides } = useHiddenSides();
  if (import.meta.env.SSG_MD) return figureMarkdown(title, description);
  const common = { title, description, framed };
  return (
    <figure className={styles.figure}>
      {/* Focusable only while it scrolls sideways: the keyboard must reach what is hidden. */}
      <div
        ref={ref}
        className={`${styles.scroller} ${narrow ? styles.hasNarrow : ''}`}
        // A keyboard reader who tabs here hears which figure scrolls.
        {...(sides.start || sides.end ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
        data-hidden-start={sides.start || undefined}
        data-hidden-end={sides.end || undefined}
      >
        <Picture arrangement={wide} className={`${styles.svg} ${styles.wide}`} {...common} />
        {narrow && <Picture arrangement={narrow} className={`${styles.svg} ${styles.narrow}`} {...common} />}
      </div>
      {(sides.start || sides.end) && <p className={styles.hint}>{t('diagram.scrollHint')}</p>}
      <figcaption className={styles.caption}>{caption ?? title}</figcaption>
    </figure>
  );
}

/** The canvas's dotted grid over a box of the figure; the pattern's id is the figure's own. */
export function DotGrid({
  x,
  y,
  width,
  height,
  rx = 0,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  rx?: number;
}) {
  const id = `${useId()}-grid`;
  return (
    <>
      <defs>
        <pattern id={id} width={20} height={20} patternUnits="userSpaceOnUse">
          <circle cx={10} cy={10} r={1.2} className={styles.gridDot} />
        </pattern>
      </defs>
      <rect x={x} y={y} width={width} height={height} rx={rx} fill={`url(#${id})`} />
    </>
  );
}
