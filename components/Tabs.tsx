/*
 * The site's tabs for MDX pages (`import { Tab, Tabs } from '@components/Tabs'`), written in place of Rspress v2's
 * Tabs, whose labels are plain `div`s a keyboard cannot reach and whose choice is read from
 * storage without a guard (blocked site data threw and unmounted the page). These are the WAI-ARIA tabs: a tablist of
 * buttons with one tab stop, arrows, Home and End, and panels labelled by their tab. A `groupId` shares the choice
 * with every group of that id, on this page and later ones, through theme/storage.ts.
 */
import {
  Children,
  Fragment,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useStored } from '../theme/storage';
import styles from './Tabs.module.css';
import { isValidTabIndex, TAB_STORAGE_PREFIX, tabIndexForKey } from './tabKeys';

interface TabItem {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
}

export interface TabsProps {
  values?: ReadonlyArray<TabItem>;
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children: ReactNode;
  /** Tabs with the same group id show the same choice, remembered across pages. */
  groupId?: string;
  tabPosition?: 'left' | 'center';
  /** Keep the hidden panels in the page (the default), so their text is in the HTML and found by the browser's find. */
  keepDOM?: boolean;
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
}

export interface TabProps {
  label?: ReactNode;
  value?: string;
  disabled?: boolean;
  children: ReactNode;
}

export function Tab({ children }: TabProps): ReactElement {
  return <>{children}</>;
}

function tabItems(
  children: ReactElement<TabProps>[],
  values: TabsProps['values'],
): (TabItem & { content: ReactNode })[] {
  if (values?.length) {
    return values.map((item, index) => ({
      ...item,
      content: children.find((child) => child.props.value === item.value) ?? children[index],
    }));
  }
  return children.map((child, index) => ({
    label: child.props.label ?? index,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    groupId,
    tabPosition = 'left',
    keepDOM = true,
    className,
    labelItemClassName,
    contentItemClassName,
  } = props;
  const children = Children.toArray(props.children).filter((child): child is ReactElement<TabProps> =>
    isValidElement(child),
  );
  const items = tabItems(children, values);
  const byValue = defaultValue === undefined ? -1 : items.findIndex((item) => item.value === defaultValue);
  const initial = byValue >= 0 ? byValue : (defaultIndex ?? 0);
  const [own, setOwn] = useState(initial);
  const [stored, setStored] = useStored(`${TAB_STORAGE_PREFIX}${groupId ?? ''}`);
  // A stored choice that is not one of these tabs (garbage, or a group that lost a tab) means the default tab.
  const current = groupId && isValidTabIndex(stored, items.length) ? Number(stored) : groupId ? initial : own;
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  if (import.meta.env.SSG_MD) {
    // The Markdown copy shows every tab, each under its label.
    return (
      <>
        {items.map(({ label, content }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tabs are fixed for the page
          <Fragment key={index}>
            {`\n**${String(label)}**\n\n`}
            {content}
            {'\n'}
          </Fragment>
        ))}
      </>
    );
  }

  const choose = (index: number) => {
    if (items[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStored(String(index));
    else setOwn(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, current, items.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')} ref={ref}>
      {items.length > 0 && (
        <div
          role="tablist"
          className={styles.list}
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {items.map(({ label, value, disabled }, index) => {
            const selected = index === current;
            return (
              <button
                key={value ?? index}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${index}`}
                aria-disabled={disabled || undefined}
                tabIndex={selected ? 0 : -1}
                className={[styles.tab, labelItemClassName].filter(Boolean).join(' ')}
                onClick={() => choose(index)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      {items.map(({ value, content }, index) => {
        const selected = index === current;
        if (!keepDOM && !selected) return null;
        return (
          <div
            key={value ?? index}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            // A panel is a tab stop itself (WAI-ARIA tabs pattern): its content may hold nothing focusable.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: as the tabs pattern asks
            tabIndex={0}
            hidden={!selected}
            className={[styles.panel, contentItemClassName].filter(Boolean).join(' ')}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
});
