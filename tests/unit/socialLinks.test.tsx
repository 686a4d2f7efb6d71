// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LINKS, SOCIAL_LINKS_INLINE } from '../../config/social';
import { SocialLinks } from '../../theme/components/SocialLinks';
import { splitSocialLinks } from '../../theme/components/socialSplit';

vi.mock('@rspress/core/runtime', () => ({ withBase: (link: string) => link }));
// The original dropdown needs Rspress's runtime; the links only hand it `isOpen` and the panel's content.
vi.mock('@rspress/core/theme-original', () => ({
  HoverGroup: ({ isOpen, customChildren }: { isOpen: boolean; customChildren: ReactNode }) =>
    isOpen ? <ul>{customChildren}</ul> : null,
  IconArrowDown: () => null,
  SvgWrapper: () => null,
}));

beforeAll(() => {
  // The sprite's file name, defined by the build (plugins/socialIcons.ts).
  vi.stubGlobal('__SOCIAL_ICONS__', 'static/image/social-icons.svg');
});

const names = (links: { label: string }[]) => links.map((link) => link.label);

describe('splitSocialLinks', () => {
  it('shows the first five inline and puts the rest in the overflow menu', () => {
    const { shown, more } = splitSocialLinks(SOCIAL_LINKS, SOCIAL_LINKS_INLINE);
    expect(SOCIAL_LINKS_INLINE).toBe(5);
    expect(names(shown)).toEqual(['GitHub', 'Discord', 'X', 'YouTube', 'Bluesky']);
    expect(names(more)).toEqual(['Reddit', 'Instagram']);
  });

  it('leaves the menu empty with five links or fewer', () => {
    expect(splitSocialLinks(SOCIAL_LINKS.slice(0, 5), 5).more).toEqual([]);
    expect(names(splitSocialLinks(SOCIAL_LINKS.slice(0, 3), 5).shown)).toEqual(['GitHub', 'Discord', 'X']);
  });
});

describe('SocialLinks in the phone menu', () => {
  afterEach(cleanup);

  it('shows five links, and the other two once "More links" is pressed', () => {
    render(<SocialLinks />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'GitHub',
      'Discord',
      'X',
      'YouTube',
      'Bluesky',
    ]);
    const more = screen.getByRole('button', { name: 'More links' });
    act(() => fireEvent.click(more, { detail: 1 }));
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Reddit' }).getAttribute('href')).toBe('https://www.reddit.com/r/patchbay');
    expect(screen.getByRole('link', { name: 'Instagram' })).not.toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });
});
