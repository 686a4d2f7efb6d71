/*
 * Ejected from Rspress v2's HomeHero: the original renders the hero name in a <div>, so the
 * home page had no <h1> (no slot reaches that element). Same markup and styles otherwise:
 * name, text lines, tagline, actions and an optional light/dark image at 375x375.
 */
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, renderHtmlOrText } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import styles from './HomeHero.module.css';

const IMAGE_SIZE = 375;

function joinList(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function HomeHero({ beforeHeroActions, afterHeroActions, image }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero;
  if (!hero) return null;
  const lines = hero.text ? String(hero.text).split('\n').filter(Boolean) : [];
  const src = typeof hero.image?.src === 'string' ? { light: hero.image.src, dark: hero.image.src } : hero.image?.src;
  const hasImage = Boolean(image || src);
  return (
    <div className={`rp-home-hero ${hasImage ? '' : 'rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className={`rp-home-hero__title ${styles.title}`}>
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
            {lines.map((line) => (
              <span key={line} className={`rp-home-hero__subtitle ${styles.line}`} {...renderHtmlOrText(line)} />
            ))}
          </h1>
        </div>
        {hero.tagline && <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />}
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              type="a"
              key={action.link}
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image ? (
        <div className="rp-home-hero__image">{image}</div>
      ) : src ? (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((theme) => (
            <img
              key={theme}
              src={normalizeImagePath(src[theme])}
              alt={hero.image?.alt ?? ''}
              srcSet={joinList(hero.image?.srcset)}
              sizes={joinList(hero.image?.sizes)}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              className={`rp-home-hero__image-img rp-home-hero__image-img--${theme}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
