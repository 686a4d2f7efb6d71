/*
 * The home page's feature cards, drawn from the page's `features` frontmatter. The site's HomeLayout renders them in
 * place of Rspress's HomeFeature, whose linked card is an <article> with a click handler that keyboards cannot reach
 * and screen readers do not announce as a link: here a linked card is a link. `span` is how many of 12 columns a card
 * takes on a wide screen (2, 3, 4 or 6; 4 by default); tablets show two cards a row, phones one.
 */
import type { Feature } from '@rspress/core';
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText } from '@rspress/core/theme-original';
import styles from './Features.module.css';
import { featureSpan } from './featureSpan';

function FeatureIcon({ icon }: { icon: string }) {
  if (icon.startsWith('/')) {
    // A monochrome SVG drawn in the brand colour of the current theme.
    return <span className={styles.maskIcon} style={{ maskImage: `url(${normalizeImagePath(icon)})` }} />;
  }
  return <span {...renderHtmlOrText(icon)} />;
}

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      <div className={styles.head}>
        {feature.icon && (
          <div className={styles.icon} aria-hidden="true">
            <FeatureIcon icon={feature.icon} />
          </div>
        )}
        <h2 className={styles.title}>{feature.title}</h2>
      </div>
      <p className={styles.details} {...renderHtmlOrText(feature.details)} />
    </>
  );
  return (
    <div className={styles.item} data-span={featureSpan(feature.span)}>
      {feature.link ? (
        <Link href={feature.link} className={`${styles.card} ${styles.linked}`}>
          {body}
        </Link>
      ) : (
        <article className={styles.card}>{body}</article>
      )}
    </div>
  );
}

export function Features() {
  const { frontmatter } = useFrontmatter();
  const features = frontmatter.features ?? [];
  if (features.length === 0) return null;
  return (
    <div className={styles.features}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </div>
  );
}
