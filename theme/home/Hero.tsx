/*
 * The home page's hero, drawn from the page's `hero` frontmatter. The site's HomeLayout renders it in place of
 * Rspress's HomeHero, which puts the name in a <div> and so leaves the home page without an <h1>: here the name and
 * the text lines are the page's one heading. Then the tagline, the actions, and the image (a light and a dark one).
 */
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, renderHtmlOrText } from '@rspress/core/theme-original';
import { Fragment } from 'react';
import styles from './Hero.module.css';

/** The hero image's intrinsic size, so the page does not shift when it loads. */
const IMAGE_SIZE = 375;

function joinList(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function Hero({ beforeHeroActions, afterHeroActions }: Omit<HomeHeroProps, 'image'>) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero;
  if (!hero) return null;
  const lines = hero.text ? String(hero.text).split('\n').filter(Boolean) : [];
  const src = typeof hero.image?.src === 'string' ? { light: hero.image.src, dark: hero.image.src } : hero.image?.src;
  return (
    <div className={src ? styles.hero : `${styles.hero} ${styles.centred}`}>
      <div className={styles.content}>
        <h1 className={styles.title}>
          <span className={styles.name} {...renderHtmlOrText(hero.name)} />
          {/* A space between the name and each line, which the column layout does not show, keeps the words apart in
              the heading's text: "Patchbay Connect nodes", not "PatchbayConnect nodes" (copy, reader modes, agents). */}
          {lines.map((line) => (
            <Fragment key={line}>
              {' '}
              <span className={styles.line} {...renderHtmlOrText(line)} />
            </Fragment>
          ))}
        </h1>
        {hero.tagline && <p className={styles.tagline} {...renderHtmlOrText(hero.tagline)} />}
        {beforeHeroActions}
        {hero.actions?.length ? (
          <div className={styles.actions}>
            {hero.actions.map((action) => (
              <Button
                type="a"
                key={action.link}
                href={action.link}
                theme={action.theme}
                className={styles.action}
                {...renderHtmlOrText(action.text)}
              />
            ))}
          </div>
        ) : null}
        {afterHeroActions}
      </div>
      {src && (
        <div className={styles.image}>
          {(['light', 'dark'] as const).map((theme) => (
            <img
              key={theme}
              src={normalizeImagePath(src[theme])}
              alt={hero.image?.alt ?? ''}
              srcSet={joinList(hero.image?.srcset)}
              sizes={joinList(hero.image?.sizes)}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              className={theme === 'light' ? styles.imageLight : styles.imageDark}
            />
          ))}
        </div>
      )}
    </div>
  );
}
