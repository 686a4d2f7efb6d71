/*
 * Ejected from Rspress v2's HomeFeature: a card with a link is an <article> with a click
 * handler there, which keyboards cannot reach and screen readers do not announce as a link.
 * Here a linked card is a real link. Grid spans (2, 3, 4 by default, 6) and styles are the original's.
 */
import type { Feature } from '@rspress/core';
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/HomeFeature/index.css';
import { featureSpanClass } from './featureSpan';
import styles from './HomeFeature.module.css';

function FeatureIcon({ icon }: { icon: string }) {
  if (icon.startsWith('/')) {
    // A monochrome SVG drawn in the brand colour of the current theme.
    return (
      <span className={styles.maskIcon} style={{ maskImage: `url(${normalizeImagePath(icon)})` }} aria-hidden="true" />
    );
  }
  return <span aria-hidden="true">{icon}</span>;
}

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      <div className="rp-home-feature__title-wrapper">
        {feature.icon && (
          <div className="rp-home-feature__icon">
            <FeatureIcon icon={feature.icon} />
          </div>
        )}
        <h2 className="rp-home-feature__title">{feature.title}</h2>
      </div>
      <p className="rp-home-feature__detail" {...renderHtmlOrText(feature.details)} />
    </>
  );
  return (
    <div className={`rp-home-feature__item ${featureSpanClass(feature.span)}`}>
      <div className="rp-home-feature__item-wrapper">
        {feature.link ? (
          <Link href={feature.link} className={`rp-home-feature__card rp-home-feature__card--clickable ${styles.card}`}>
            {body}
          </Link>
        ) : (
          <article className={`rp-home-feature__card ${styles.card}`}>{body}</article>
        )}
      </div>
    </div>
  );
}

export function HomeFeature({ features: fromProps }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const features = fromProps ?? frontmatter.features ?? [];
  if (features.length === 0) return null;
  return (
    <div className="rp-home-feature">
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </div>
  );
}
