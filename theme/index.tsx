import { Layout as BasicLayout, type LayoutProps } from '@rspress/core/theme-original';
import { DocFooterMessage } from './components/DocFooterMessage';
import './index.css';

/** The original layout, with the site's footer message under every doc page. */
export function Layout(props: LayoutProps) {
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
export { SearchButton } from './components/SearchButton';
