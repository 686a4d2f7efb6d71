import type { SocialLink } from '@rspress/core';
import { REPO_URL } from './site';

/** A social link with the name screen readers announce for its icon. */
export type LabelledSocialLink = SocialLink & { label: string };

/** The navbar shows the first five inline; the rest sit in the overflow menu. */
export const SOCIAL_LINKS: LabelledSocialLink[] = [
  { icon: 'github', mode: 'link', content: REPO_URL, label: 'GitHub' },
  { icon: 'discord', mode: 'link', content: 'https://discord.gg/patchbay', label: 'Discord' },
  { icon: 'x', mode: 'link', content: 'https://x.com/patchbayapp', label: 'X' },
  { icon: 'youtube', mode: 'link', content: 'https://www.youtube.com/@patchbayapp', label: 'YouTube' },
  { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/patchbay.app', label: 'Bluesky' },
  { icon: 'linkedin', mode: 'link', content: 'https://www.linkedin.com/company/patchbay-app', label: 'LinkedIn' },
  { icon: 'instagram', mode: 'link', content: 'https://www.instagram.com/patchbay.app', label: 'Instagram' },
];

/** How many social links the navbar shows before the overflow menu (SPEC: 5). */
export const SOCIAL_LINKS_INLINE = 5;
