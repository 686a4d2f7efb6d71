import {
  HomeLayout as BasicHomeLayout,
  HomeBackground,
  HomeFooter,
  type HomeLayoutProps,
} from '@rspress/core/theme-original';
import { Features } from './Features';
import { Hero } from './Hero';

/**
 * The home page (the layout's public `HomeLayout` prop): the theme's background and footer around the site's hero
 * and feature cards, in a <main> landmark (the original has none). The Markdown copy of the page is the original's.
 */
export function HomeLayout(props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <BasicHomeLayout {...props} />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <main>
      <HomeBackground />
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
