import { REPO_URL } from './site';

/**
 * A social link in the navbar. `icon` is its icon's slug in the `simple-icons` package (https://simpleicons.org;
 * the build draws the icons into one sprite file, plugins/socialIcons.ts), `label` the
 * name screen readers announce for it. `mode` is what the icon does: `link` opens `content` (a URL) in a new tab;
 * `text`, `img` and `dom` show `content` (text, an image URL, or HTML) in a small panel when pressed or hovered.
 */
export interface SocialLink {
  icon: string;
  label: string;
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
}

/** The navbar shows the first five inline; the rest sit in the overflow menu. */
export const SOCIAL_LINKS: SocialLink[] = [
  { icon: 'github', mode: 'link', content: REPO_URL, label: 'GitHub' },
  { icon: 'discord', mode: 'link', content: 'https://discord.gg/patchbay', label: 'Discord' },
  { icon: 'x', mode: 'link', content: 'https://x.com/patchbayapp', label: 'X' },
  { icon: 'youtube', mode: 'link', content: 'https://www.youtube.com/@patchbayapp', label: 'YouTube' },
  { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/patchbay.app', label: 'Bluesky' },
  { icon: 'reddit', mode: 'link', content: 'https://www.reddit.com/r/patchbay', label: 'Reddit' },
  { icon: 'instagram', mode: 'link', content: 'https://www.instagram.com/patchbay.app', label: 'Instagram' },
];

/** How many social links the navbar shows before the overflow menu. */
export const SOCIAL_LINKS_INLINE = 5;
