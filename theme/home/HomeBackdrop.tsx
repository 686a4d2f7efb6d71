import { useEffect } from 'react';
import './HomeBackdrop.css';

/** How far the page scrolls before the navbar stops being see-through over the hero, as the original's. */
const TOP_ZONE = 100;

/**
 * The home page's background, and its navbar see-through over the hero until the page scrolls. The original
 * (`HomeBackground`) does it with a <style> element in the body whose rules reach the navbar before it, which HTML does
 * not allow: the rules are in HomeBackdrop.css, scoped to pages that have this background, and this component sets
 * the same body class the original does.
 */
export function HomeBackdrop() {
  useEffect(() => {
    const mark = () => document.body.classList.toggle('notTopArrived', window.scrollY >= TOP_ZONE);
    mark();
    window.addEventListener('scroll', mark, { passive: true });
    return () => {
      window.removeEventListener('scroll', mark);
      document.body.classList.remove('notTopArrived');
    };
  }, []);
  return <div className="rp-home-background" />;
}
