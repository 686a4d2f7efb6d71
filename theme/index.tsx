import { Layout as BasicLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { DocFooterMessage } from './components/DocFooterMessage';
import { useEmbedMode } from './embed/useEmbedMode';
import './index.css';
import './embed/embed.css';

/**
 * The original layout, with the site's footer message under every doc page, kept embedded when opened
 * with embed parameters (embed/embed.ts). Once React has hydrated, <html data-hydrated> tells scripts
 * (and the end-to-end tests) the page is interactive.
 */
export function Layout(props: LayoutProps) {
  useEmbedMode();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <BasicLayout
      {...props}
      afterDocFooter={
        <>
          {props.afterDocFooter}
          <DocFooterMessage />
        </>
      }
    />
  );
}

export * from '@rspress/core/theme-original';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { SearchButton } from './components/SearchButton';
