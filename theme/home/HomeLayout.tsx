import { markdownLinker } from '@components/markdownCopy';
import { useEdition } from '@components/siteContext';
import { useFrontmatter } from '@rspress/core/runtime';
import { HomeFooter, type HomeLayoutProps } from '@rspress/core/theme-original';
import { SkipTarget } from '../components/SkipLink';
import { Features } from './Features';
import { Hero } from './Hero';
import { HomeBackdrop } from './HomeBackdrop';

/**
 * The home page's Markdown copy: the hero's heading, tagline and actions, then each feature card as a heading linked
 * to its page and its text. The original's copy wrote each card's icon path into its link text and linked relative
 * to the site.
 */
function HomeMarkdown() {
  const { frontmatter } = useFrontmatter();
  const link = markdownLinker(useEdition().base);
  const hero = frontmatter.hero;
  const parts: string[] = [];
  if (hero) {
    const lines = hero.text ? String(hero.text).split('\n').filter(Boolean) : [];
    parts.push(`# ${[hero.name, ...lines].filter(Boolean).join(' ')}`);
    if (hero.tagline) parts.push(hero.tagline);
    if (hero.actions?.length)
      parts.push(hero.actions.map((action) => `- ${link(action.text, action.link)}`).join('\n'));
  }
  for (const feature of frontmatter.features ?? []) {
    parts.push(`## ${feature.link ? link(feature.title, feature.link) : feature.title}`, feature.details);
  }
  return <>{`\n\n${parts.join('\n\n')}\n\n`}</>;
}

/**
 * The home page (the layout's public `HomeLayout` prop): a background (HomeBackdrop.tsx) and the theme's footer around the site's hero
 * and feature cards, in a <main> landmark (the original has none).
 */
export function HomeLayout(props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <HomeMarkdown />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <main>
      <SkipTarget />
      <HomeBackdrop />
      {beforeHero}
      <Hero beforeHeroActions={beforeHeroActions} afterHeroActions={afterHeroActions} />
      {afterHero}
      {beforeFeatures}
      <Features />
      {afterFeatures}
      <HomeFooter />
    </main>
  );
}
