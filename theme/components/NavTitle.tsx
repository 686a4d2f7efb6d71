import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';

/**
 * The navbar's logo and name, given to the layout through its `navTitle` slot. The original draws the light and the dark
 * logo as two images with the same id ("logo", twice on every page: invalid HTML) and the alt text "logo", so the
 * link read "logo logo Patchbay". Here the logos are decorative (the name beside them names the link) and have no id;
 * the link leads where the original's does (the home page of the page's language).
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const home = lang && lang !== site.lang ? addLeadingSlash(addTrailingSlash(lang)) : '/';
  const { logo, logoText } = site;
  const images =
    typeof logo === 'string'
      ? [{ src: logo, variant: '' }]
      : logo
        ? [
            { src: logo.light, variant: 'rp-nav__title__logo-image--light' },
            { src: logo.dark, variant: 'rp-nav__title__logo-image--dark' },
          ]
        : [];
  return (
    <div className="rp-nav__title">
      <Link href={site.logoHref || home} className="rp-nav__title__link">
        {images.length > 0 && (
          <div className="rp-nav__title__logo">
            {images.map(({ src, variant }) => (
              <img
                key={src}
                src={normalizeImagePath(src)}
                alt=""
                className={`rspress-logo rp-nav__title__logo-image ${variant}`.trim()}
              />
            ))}
          </div>
        )}
        <span>{logoText || site.title}</span>
      </Link>
    </div>
  );
}
