import { useSiteText } from '@components/siteContext';
import { SOCIAL_LINKS, SOCIAL_LINKS_INLINE, type SocialLink } from '@config/social';
import { withBase } from '@rspress/core/runtime';
import { HoverGroup, IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import styles from './SocialLinks.module.css';
import { splitSocialLinks } from './socialSplit';

/** The icons' sprite, below the site's base (plugins/socialIcons.ts). */
declare const __SOCIAL_ICONS__: string;

/** The icon, drawn in the text colour from the sprite; the link or button around it carries the name. */
function Icon({ link }: { link: SocialLink }) {
  return (
    <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
      <use href={`${withBase(`/${__SOCIAL_ICONS__}`)}#${link.icon}`} />
    </svg>
  );
}

/**
 * A button that opens a small panel: on hover or click, and Enter or Space toggle it (a real button); Escape closes it and
 * keeps focus on the button, and focus or the pointer leaving closes it. `name` is the button's text, read by screen
 * readers only.
 */
function Disclosure({ name, icon, children }: { name: ReactNode; icon: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and focus belong to the button and links inside.
    <div
      className={styles.disclosure}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={id}
        // A pointer opens it, as hovering already has; Enter and Space (a click of detail 0) toggle it.
        onClick={(event) => setOpen((o) => (event.detail === 0 ? !o : true))}
      >
        {icon}
        {name}
      </button>
      {/* Blocks, not spans: the panel is a list. */}
      <div id={id} className={styles.contents}>
        {/* The panel is the theme's list (<ul>): what it holds is one item of it. */}
        <HoverGroup isOpen={open} position="right" customChildren={<li className={styles.panel}>{children}</li>} />
      </div>
    </div>
  );
}

/** One social link: its icon, named by its label. The other modes show their content in a panel. */
function SocialItem({ link, className }: { link: SocialLink; className?: string }) {
  if (link.mode === 'link') {
    return (
      <a
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        className={className ? `${styles.item} ${className}` : styles.item}
        aria-label={link.label}
      >
        <Icon link={link} />
      </a>
    );
  }
  const content =
    link.mode === 'img' ? (
      <img src={link.content} alt={link.label} />
    ) : link.mode === 'dom' ? (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup from the site's own config.
      <div dangerouslySetInnerHTML={{ __html: link.content }} />
    ) : (
      <div className={styles.text}>{link.content}</div>
    );
  return (
    <div className={className}>
      <Disclosure name={<span className="pb-visually-hidden">{link.label}</span>} icon={<Icon link={link} />}>
        {content}
      </Disclosure>
    </div>
  );
}

/**
 * The site's social links (config/social.ts). The layout puts them after the navbar's menu items through its
 * `afterRightNavItems` slot, which also places them in the phone menu; Rspress's own social links are not configured,
 * because their icon links have no accessible name and their overflow menu opens on mouse hover only. Here every
 * link is named by its label; the first five show inline and the rest sit behind a "More links" button (its name
 * written beside its arrow: an arrow alone does not say what it opens). In the
 * navbar up to 1280 px wide, where the menu items leave no room for a row of icons, one "Social links" button
 * holds them all.
 *
 * The slot is an item of the navbar's list (`<ul>`) and, in the phone menu, a child of a `<div>`: the links are an
 * `<li>` in the first and a `<div>` in the second. The phone menu is only ever rendered in the browser, so the
 * server's `<li>` always stands in a list, and the change happens before the menu's first paint.
 */
export function SocialLinks() {
  const t = useSiteText();
  const [inNavbar, setInNavbar] = useState(true);
  const placed = useCallback((node: HTMLElement | null) => {
    if (node && node.parentElement?.tagName !== 'UL') setInNavbar(false);
  }, []);
  if (SOCIAL_LINKS.length === 0) return null;
  const { shown, more } = splitSocialLinks(SOCIAL_LINKS, SOCIAL_LINKS_INLINE);
  const Tag = inNavbar ? 'li' : 'div';
  const name = (
    <>
      <span className={`${styles.label} ${styles.wide}`}>{t('social.more')}</span>
      {inNavbar && <span className={`${styles.label} ${styles.narrow}`}>{t('social.all')}</span>}
    </>
  );
  return (
    <Tag ref={placed} className={inNavbar ? `${styles.links} ${styles.navbar}` : styles.links}>
      {shown.map((link) => (
        <SocialItem key={link.content} link={link} className={styles.wide} />
      ))}
      {(more.length > 0 || inNavbar) && (
        <Disclosure name={name} icon={<SvgWrapper icon={IconArrowDown} fontSize={20} aria-hidden="true" />}>
          <div className={styles.hidden}>
            {inNavbar && shown.map((link) => <SocialItem key={link.content} link={link} className={styles.narrow} />)}
            {more.map((link) => (
              <SocialItem key={link.content} link={link} />
            ))}
          </div>
        </Disclosure>
      )}
    </Tag>
  );
}
