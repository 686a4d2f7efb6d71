import { Tabs as BasicTabs, mergeRefs, type TabsProps } from '@rspress/core/theme-original';
import { Children, forwardRef, isValidElement, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { isValidTabIndex, TAB_STORAGE_PREFIX, tabIndexForKey } from '../tabs/tabKeys';

/**
 * The original tabs (shared choice per `groupId`, remembered in local storage), with two fixes:
 * - a stored choice that is not the index of one of these tabs (garbage, or a group that lost a tab) is removed
 *   before the original reads it, so the default tab shows instead of none;
 * - the original's labels are plain `div`s; here they get the tab roles, states and names, one tab stop, and the
 *   keys of the WAI-ARIA tabs pattern (arrows, Home, End; Enter or Space to choose).
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, forwarded) {
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const count =
    props.values?.length ?? Children.toArray(props.children).filter((child) => isValidElement(child)).length;

  // Runs before the original's passive effect that reads the stored choice.
  useLayoutEffect(() => {
    if (!props.groupId) return;
    const key = `${TAB_STORAGE_PREFIX}${props.groupId}`;
    try {
      if (!isValidTabIndex(localStorage.getItem(key), count) && localStorage.getItem(key) !== null) {
        localStorage.removeItem(key);
      }
    } catch {
      // Storage blocked: the original falls back to its default too.
    }
  }, [props.groupId, count]);

  // Roles and states follow the original's selected class, which changes inside the original (a click, or
  // another group's choice arriving through storage), so they are kept in step by watching it.
  useEffect(() => {
    const element = root.current;
    const list = element?.querySelector<HTMLElement>(':scope > .rp-tabs__label');
    if (!element || !list) return;
    const sync = () => {
      const panels = element.querySelectorAll<HTMLElement>(':scope > .rp-tabs__content > .rp-tabs__content__item');
      list.setAttribute('role', 'tablist');
      Array.from(list.children).forEach((tab, index) => {
        const selected = tab.classList.contains('rp-tabs__label__item--selected');
        tab.id = `${id}-tab-${index}`;
        tab.setAttribute('role', 'tab');
        tab.setAttribute('aria-selected', String(selected));
        tab.setAttribute('tabindex', selected ? '0' : '-1');
        tab.setAttribute('aria-controls', `${id}-panel-${index}`);
        const panel = panels[index];
        if (panel) {
          panel.id = `${id}-panel-${index}`;
          panel.setAttribute('role', 'tabpanel');
          panel.setAttribute('aria-labelledby', tab.id);
          panel.setAttribute('tabindex', '0');
        }
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(list, { subtree: true, childList: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [id]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
      if (!tab || tab.parentElement?.parentElement !== element) return;
      const tabs = Array.from(tab.parentElement.children) as HTMLElement[];
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        tab.click();
        return;
      }
      const next = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      tabs[next].click();
      tabs[next].focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return <BasicTabs {...props} ref={mergeRefs(root, forwarded)} />;
});
