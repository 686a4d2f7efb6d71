import type { MouseEvent } from 'react';
import { markdownUrl } from './markdownCopy';
import { useAssetUrl, useEdition, useSiteText } from './siteContext';
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

/** A key press on the button (not a click on an image, which the zoom handles itself) zooms the visible image. */
function zoomVisibleImage(event: MouseEvent<HTMLButtonElement>) {
  if (event.target !== event.currentTarget) return;
  const visible = Array.from(event.currentTarget.querySelectorAll('img')).find((img) => img.offsetParent !== null);
  visible?.click();
}

/**
 * An image in a light and a dark variant: both are in the HTML and CSS shows the one of the current theme,
 * so nothing changes after hydration. Sized (no layout shift) and lazy; a click zooms it like any doc image.
 * The images sit in a button, so a keyboard reaches the zoom too: Enter or Space opens it, Escape closes it.
 */
export function ThemedImage({ light, dark, alt, width, height, caption }: ThemedImageProps) {
  const t = useSiteText();
  const asset = useAssetUrl();
  const { base } = useEdition();
  // The Markdown copy shows the light image once, at its absolute URL, and the caption under it.
  if (import.meta.env.SSG_MD)
    return `\n\n![${alt}](${markdownUrl(light, { base })})${caption ? `\n\n${caption}` : ''}\n\n`;
  return (
    <figure className={styles.figure}>
      <button type="button" className={styles.zoom} aria-label={t('image.zoom', { alt })} onClick={zoomVisibleImage}>
        <img className={styles.light} src={asset(light)} alt={alt} width={width} height={height} loading="lazy" />
        <img className={styles.dark} src={asset(dark)} alt={alt} width={width} height={height} loading="lazy" />
      </button>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
