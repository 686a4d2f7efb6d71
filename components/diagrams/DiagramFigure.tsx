import { type ReactNode, useId } from 'react';
import { figureMarkdown } from '../markdownCopy';
import styles from './DiagramFigure.module.css';

export interface DiagramFigureProps {
  /** Read by screen readers as the picture's name; also the caption unless `caption` is given. */
  title: string;
  /** What the picture shows, in words: the SVG's description and the Markdown copy's text. */
  description: string;
  caption?: string;
  /** The viewBox size; the figure is drawn at most this wide. */
  width: number;
  height: number;
  /**
   * The smallest the figure is drawn, as a share of its size: on a narrower screen it keeps that size and scrolls
   * sideways (a focusable region), so its text stays readable. Without it the figure always fits the column.
   */
  minScale?: number;
  /** Draws the figure on a soft panel with a border, as a window or part of the app is drawn. */
  framed?: boolean;
  children: ReactNode;
}

/** The frame every guide figure shares: an SVG with its title and description, a caption, and its Markdown text. */
export function DiagramFigure({
  title,
  description,
  caption,
  width,
  height,
  minScale,
  framed = false,
  children,
}: DiagramFigureProps) {
  const id = useId();
  if (import.meta.env.SSG_MD) return figureMarkdown(title, description);
  const svg = (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: `${width}px`, minWidth: minScale ? `${Math.round(width * minScale)}px` : undefined }}
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
  return (
    <figure className={styles.figure}>
      {minScale ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <div className={styles.scroller} tabIndex={0}>
          {svg}
        </div>
      ) : (
        svg
      )}
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
