import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS } from '../../config/social';
import { socialIconsFile, socialIconsSprite } from '../../plugins/socialIcons';

const icons = [
  { slug: 'github', path: 'M1 1h2' },
  { slug: 'x', path: 'M2 2h3' },
];

describe('the social icons sprite', () => {
  it('has one symbol per icon, named by its slug', () => {
    const sprite = socialIconsSprite([{ icon: 'github' }, { icon: 'x' }, { icon: 'github' }], icons);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="github" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>');
    expect(sprite).toContain('<symbol id="x" viewBox="0 0 24 24"><path d="M2 2h3"/></symbol>');
  });

  it('names the field of an icon simple-icons does not have', () => {
    expect(() => socialIconsSprite([{ icon: 'github' }, { icon: 'githb' }], icons)).toThrow(
      'config/social.ts: SOCIAL_LINKS[1].icon "githb" is not an icon of the simple-icons package',
    );
  });

  it('is named by its content', () => {
    const one = socialIconsSprite([{ icon: 'github' }], icons);
    const two = socialIconsSprite([{ icon: 'x' }], icons);
    expect(socialIconsFile(one)).toMatch(/^static\/image\/social-icons\.[0-9a-f]{10}\.svg$/);
    expect(socialIconsFile(one)).not.toBe(socialIconsFile(two));
  });

  it("draws every one of the site's links from the simple-icons package", () => {
    const sprite = socialIconsSprite(SOCIAL_LINKS, Object.values(simpleIcons));
    expect(sprite.match(/<symbol /g)).toHaveLength(SOCIAL_LINKS.length);
  });
});
