import { useSiteText } from '@components/siteContext';
import { type LabelledSocialLink, SOCIAL_LINKS, SOCIAL_LINKS_INLINE } from '@config/social';
import { HoverGroup, IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import icons from 'virtual-social-links';
// The original's styles: this component replaces it, so nothing else imports them.
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import styles from './SocialLinks.module.css';
import { SpanButton } from './SpanButton';

function iconMarkup(link: LabelledSocialLink): string {
  return typeof link.icon === 'string' ? (icons[link.icon] ?? '') : link.icon.svg;
}

/** One social link: its icon, named by the link's label. Non-link modes show their content when pressed. */
function SocialItem({ link }: { link: LabelledSocialLink }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: icon markup from the site's own config, built in.
  const icon = <span className="rp-social-links__icon" dangerouslySetInnerHTML={{ __html: iconMarkup(link) }} />;
  if (link.mode === 'link') {
    return (
      <a
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        className={`rp-social-links__item ${styles.item}`}
        aria-label={link.label}
      >
        {icon}
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
      <div className="rp-social-links__item__text">{link.content}</div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover shows the same content the button inside toggles.
    <span
      className={`rp-social-links__item ${styles.item}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <SpanButton
        className={styles.button}
        aria-label={link.label}
        aria-expanded={open}
        aria-controls={id}
        onPress={() => setOpen((o) => !o)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {icon}
      </SpanButton>
      <span id={id} className={styles.contents}>
        <HoverGroup isOpen={open} customChildren={content} />
      </span>
    </span>
  );
}

/**
 * The navbar's social links, drawn with the theme's own classes, icons and dropdown. Replaces the original,
 * whose icon links have no accessible name and whose overflow menu opens on mouse hover only: here every link
 * is named by its label (config/social.ts) and the overflow is a disclosure button (SpanButton; Enter or Space toggles it,
 * Escape closes it and returns focus, and focus moving away closes it).
 */
export function SocialLinks() {
  const t = useSiteText();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLSpanElement>(null);
  const id = useId();
  const shown = SOCIAL_LINKS.slice(0, SOCIAL_LINKS_INLINE);
  const more = SOCIAL_LINKS.slice(SOCIAL_LINKS_INLINE);
  if (SOCIAL_LINKS.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and focus belong to the buttons and links inside.
    <div className="rp-social-links" onMouseLeave={() => setOpen(false)} onKeyDown={onKeyDown} onBlur={onBlur}>
      {shown.map((link) => (
        <SocialItem key={link.content} link={link} />
      ))}
      {more.length > 0 && (
        <>
          <SpanButton
            ref={toggle}
            className={styles.button}
            aria-label={t('social.more')}
            aria-expanded={open}
            aria-controls={id}
            onMouseEnter={() => setOpen(true)}
            onPress={(how) => setOpen((o) => (how === 'key' ? !o : true))}
          >
            <SvgWrapper icon={IconArrowDown} fontSize={20} />
          </SpanButton>
          <span id={id} className={styles.contents}>
            <HoverGroup
              isOpen={open}
              position="right"
              customChildren={
                <div className="rp-social-links__hidden">
                  {more.map((link) => (
                    <SocialItem key={link.content} link={link} />
                  ))}
                </div>
              }
            />
          </span>
        </>
      )}
    </div>
  );
}
