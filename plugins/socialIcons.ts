import { createHash } from 'node:crypto';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import * as simpleIcons from 'simple-icons';
import type { SocialLink } from '../config/social';

/** What the sprite needs of a `simple-icons` icon. */
export interface IconSource {
  slug: string;
  path: string;
}

/**
 * One SVG file with a `<symbol>` per social link's icon, each with the icon's `simple-icons` slug as its id. The
 * navbar draws an icon as `<use href="<sprite>#<slug>">`, so the icons' paths are fetched once as an image file
 * instead of travelling in every page's scripts (2.5 kB gzip) and HTML. Throws, naming the field, for a slug
 * `simple-icons` does not have.
 */
export function socialIconsSprite(links: readonly Pick<SocialLink, 'icon'>[], icons: readonly IconSource[]): string {
  const bySlug = new Map(icons.map((icon) => [icon.slug, icon]));
  const slugs = [...new Set(links.map((link) => link.icon))];
  const symbols = slugs.map((slug) => {
    const icon = bySlug.get(slug);
    if (!icon) {
      const at = links.findIndex((link) => link.icon === slug);
      throw new Error(
        `config/social.ts: SOCIAL_LINKS[${at}].icon "${slug}" is not an icon of the simple-icons package (its slugs are listed at https://simpleicons.org)`,
      );
    }
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The sprite's path in the build output, named by its content so a changed icon is never served from a cache. */
export function socialIconsFile(sprite: string): string {
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 10);
  return `static/image/social-icons.${hash}.svg`;
}

/**
 * Writes the social links' icon sprite into every browser build (and the dev server) and tells the navbar where it
 * is (`__SOCIAL_ICONS__`, a path below the site's base).
 */
export function pluginSocialIcons(links: readonly Pick<SocialLink, 'icon'>[]): RspressPlugin {
  const sprite = socialIconsSprite(links, Object.values(simpleIcons));
  const file = socialIconsFile(sprite);
  const emit: RsbuildPlugin = {
    name: 'patchbay:social-icons',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(file, new sources.RawSource(sprite));
      });
    },
  };
  return {
    name: 'patchbay:social-icons',
    builderConfig: {
      source: { define: { __SOCIAL_ICONS__: JSON.stringify(file) } },
      plugins: [emit],
    },
  };
}
