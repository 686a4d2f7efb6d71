import styles from './ThemedImage.module.css';

export interface ThemedImageProps {
  /** Image for the light theme (a path under public/). */
  light: string;
  /** Image for the dark theme. */
  dark: string;
  alt: string;
  width: number;
  height: number;
  /** Shown under the image. */
  caption?: string;
}

/**
 * An image in a light and a dark variant: both are in the HTML and CSS shows the one of the current theme,
 * so nothing changes after hydration. Sized (no layout shift) and lazy; a click zooms it like any doc image.
 */
export function ThemedImage({ light, dark, alt, width, height, caption }: ThemedImageProps) {
  return (
    <figure className={styles.figure}>
      <img className={styles.light} src={light} alt={alt} width={width} height={height} loading="lazy" />
      <img className={styles.dark} src={dark} alt={alt} width={width} height={height} loading="lazy" />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
