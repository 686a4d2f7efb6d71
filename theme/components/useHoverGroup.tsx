import { useSiteText } from '@components/siteContext';
import { HoverGroup, type HoverGroupProps } from '@rspress/core/theme-original';
import {
  type MouseEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SpanButton } from './SpanButton';
import styles from './useHoverGroup.module.css';

type Items = NonNullable<HoverGroupProps['items']>;

type Options =
  | { items?: Items; activeMatcher?: (item: Items[number]) => boolean; position?: 'left' | 'center' | 'right' }
  | { customChildren?: React.ReactNode; position?: 'left' | 'center' | 'right' };

const CLOSE_DELAY_MS = 150;

/**
 * The theme's dropdown state (the navbar's language, version and item menus, and the tablet menu), with the
 * original's mouse behaviour: open on hover or click, close 150 ms after the pointer leaves.
 *
 * The original opens on hover or a click on a plain `div`, so a keyboard cannot open the language and version
 * menus at all. Menus built from `items` therefore also get a disclosure button (role=button) laid over their label: Enter or
 * Space opens and closes it, Escape closes it and returns focus, and moving focus out of the menu closes it.
 * The one menu with custom children is the tablet menu, whose content the theme puts inside its `<button>` (links and
 * lists in a button: invalid HTML, announced as one button). The navbar shows the language and version menus itself
 * from 769 px (index.css), so that menu's content is not rendered at all (index.css hides its button).
 */
export function useHoverGroup(options: Options) {
  const t = useSiteText();
  const items = 'items' in options ? options.items : undefined;
  const activeMatcher = 'activeMatcher' in options ? options.activeMatcher : undefined;
  const { position } = options;
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<number | null>(null);
  const toggleRef = useRef<HTMLSpanElement>(null);
  const groupId = useId();

  const clearCloseTimer = useCallback(() => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const handleMouseEnter = useCallback(() => {
    clearCloseTimer();
    setIsOpen(true);
  }, [clearCloseTimer]);
  const handleMouseLeave = useCallback(() => {
    clearCloseTimer();
    closeTimer.current = window.setTimeout(() => setIsOpen(false), CLOSE_DELAY_MS);
  }, [clearCloseTimer]);
  useEffect(() => clearCloseTimer, [clearCloseTimer]);

  // Keyboard: Escape closes and returns focus to the toggle; focus leaving the menu item closes it.
  useEffect(() => {
    const item = toggleRef.current?.parentElement;
    if (!item || !isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !item.contains(event.relatedTarget)) setIsOpen(false);
    };
    item.addEventListener('keydown', onKeyDown);
    item.addEventListener('focusout', onFocusOut);
    return () => {
      item.removeEventListener('keydown', onKeyDown);
      item.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  const label = useMemo(() => {
    if (!items) return '';
    const active = activeMatcher ? items.find(activeMatcher) : undefined;
    const isLanguageMenu = items.some((item) => 'lang' in item && item.lang);
    const name = isLanguageMenu ? t('menu.language') : t('menu.version');
    return active ? `${name}: ${active.text}` : name;
  }, [items, activeMatcher, t]);

  const hoverGroup = useMemo(() => {
    if (!items) return null;
    const group = <HoverGroup items={items} isOpen={isOpen} activeMatcher={activeMatcher} position={position} />;
    const onPress = (how: 'pointer' | 'key', event: MouseEvent | ReactKeyboardEvent) => {
      // The menu item's own click handler opens it as well; one handler is enough.
      event.stopPropagation();
      clearCloseTimer();
      // A click opens, like hovering does; a key toggles.
      setIsOpen((open) => (how === 'key' ? !open : true));
    };
    return (
      <>
        <SpanButton
          ref={toggleRef}
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={groupId}
          aria-label={label}
          onPress={onPress}
        />
        <div id={groupId} className={styles.group}>
          {group}
        </div>
      </>
    );
  }, [items, isOpen, activeMatcher, position, label, groupId, clearCloseTimer]);

  return { hoverGroup, handleMouseEnter, handleMouseLeave };
}
