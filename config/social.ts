import type { SocialLink } from '@rspress/core';
import { REPO_URL } from './site';

/** The navbar shows the first five inline; the rest sit in the overflow menu. */
export const SOCIAL_LINKS: SocialLink[] = [
  { icon: 'github', mode: 'link', content: REPO_URL },
  { icon: 'discord', mode: 'link', content: 'https://discord.gg/patchbay' },
  { icon: 'x', mode: 'link', content: 'https://x.com/patchbayapp' },
  { icon: 'youtube', mode: 'link', content: 'https://www.youtube.com/@patchbayapp' },
  { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/patchbay.app' },
  { icon: 'linkedin', mode: 'link', content: 'https://www.linkedin.com/company/patchbay-app' },
  { icon: 'instagram', mode: 'link', content: 'https://www.instagram.com/patchbay.app' },
];
