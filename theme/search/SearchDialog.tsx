import { useSiteText } from '@components/siteContext';
import { withBase } from '@rspress/core/runtime';
import {
  IconClose,
  IconFile,
  IconHeader,
  IconJump,
  IconSearch,
  IconTitle,
  SvgWrapper,
  useLinkNavigate,
} from '@rspress/core/theme-original';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from '../components/Search.module.css';
import { guardedTransition } from '../navigation/guardedTransition';
import { nextActive } from './activeOption';
import { MAX_QUERY_LENGTH } from './queryBounds';
import { REMOTE_SEARCH } from './remoteSettings';
import type { Range, Suggestion } from './suggestions';
import { useSearch } from './useSearch';

const ICONS = { title: IconTitle, header: IconHeader, content: IconFile };

function Highlighted({ text, ranges }: { text: string; ranges: Range[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    if (start < at || start >= text.length) continue;
    parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The panel: a modal dialog with the WAI-ARIA combobox pattern. */
export function SearchDialog({
  edition,
  lang,
  initialQuery = '',
  onClose,
}: {
  edition: string;
  lang: string;
  /** Words the panel opens with, already searched for. */
  initialQuery?: string;
  onClose: () => void;
}) {
  const text = useSiteText();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { input: typed, answer, searching, setInput } = useSearch(edition, lang);
  const [active, setActive] = useState(0);
  const target = useRef<string>(undefined);
  const navigate = useLinkNavigate({
    startTransition: useMemo(() => guardedTransition(() => target.current), []),
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
  }, []);

  // After useSearch's own reset on mount (a passive effect declared before this one).
  useEffect(() => {
    if (initialQuery) setInput(initialQuery);
  }, [initialQuery, setInput]);

  const query = typed.trim();
  // Only the answer to what is typed now is shown; with a remote endpoint, a slow answer leaves the list empty
  // meanwhile. Locally an answer comes within the debounce, so the last one stays until it does.
  const current = answer && (answer.query === query.slice(0, MAX_QUERY_LENGTH) || !REMOTE_SEARCH.endpoint);
  const results = query && current ? answer.results : [];
  const noResults = Boolean(query) && !searching && answer !== null && answer.results.length === 0;
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  const choose = (suggestion: Suggestion) => {
    target.current = new URL(withBase(suggestion.link), window.location.href).href;
    onClose();
    navigate(suggestion.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || !results.length) return;
    const next = nextActive(event.key, activeIndex, results.length);
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[activeIndex]);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;
  const groups: { title: string; items: { suggestion: Suggestion; index: number }[] }[] = [];
  for (const suggestion of results) {
    index++;
    const last = groups.at(-1);
    if (last?.title === suggestion.title) last.items.push({ suggestion, index });
    else groups.push({ title: suggestion.title, items: [{ suggestion, index }] });
  }

  return createPortal(
    // A click on the dialog itself is a click beside the panel (the dialog fills the screen).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog (its cancel event)
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={text('searchShortText')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event: MouseEvent) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <div className={styles.field}>
            <SvgWrapper
              icon={IconSearch}
              className={searching ? `${styles.fieldIcon} ${styles.busy}` : styles.fieldIcon}
            />
            <input
              ref={input}
              className={styles.input}
              role="combobox"
              aria-label={text('searchPlaceholderText')}
              aria-expanded={results.length > 0}
              aria-controls={`${id}-results`}
              aria-autocomplete="list"
              aria-activedescendant={results.length ? optionId(activeIndex) : undefined}
              aria-busy={searching}
              placeholder={text('searchPlaceholderText')}
              autoComplete="off"
              spellCheck={false}
              inputMode="search"
              enterKeyHint="search"
              maxLength={MAX_QUERY_LENGTH}
              value={typed}
              onChange={(event) => {
                setActive(0);
                setInput(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
            {typed ? (
              <button
                type="button"
                className={styles.clear}
                aria-label={text('search.clear')}
                onClick={() => {
                  setInput('');
                  input.current?.focus();
                }}
              >
                <SvgWrapper icon={IconClose} />
              </button>
            ) : null}
          </div>
          <button type="button" className={styles.cancel} onClick={onClose}>
            {text('searchPanelCancelText')}
          </button>
        </div>
        <p className="pb-visually-hidden" role="status">
          {results.length ? text('search.count', { count: String(results.length) }) : ''}
        </p>
        {noResults ? (
          <div className={styles.empty} data-no-results="">
            <p className={styles.emptyText}>{text('search.noResults', { query: answer.query })}</p>
            <p>{text('searchSuggestedQueryText')}</p>
          </div>
        ) : null}
        {query && !results.length && searching ? <p className={styles.searching}>{text('search.searching')}</p> : null}
        <div
          id={`${id}-results`}
          role="listbox"
          aria-label={text('search.results')}
          className={results.length ? styles.results : styles.hidden}
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not a fieldset
            <div key={group.items[0].index} role="group" aria-label={group.title} className={styles.group}>
              {group.items.map(({ suggestion, index: at }) => {
                const Icon = ICONS[suggestion.type];
                const selected = at === activeIndex;
                return (
                  <a
                    key={at}
                    id={optionId(at)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    href={withBase(suggestion.link)}
                    className={styles.option}
                    onMouseMove={() => {
                      if (!selected) setActive(at);
                    }}
                    onClick={(event) => {
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                        return;
                      event.preventDefault();
                      choose(suggestion);
                    }}
                  >
                    <SvgWrapper icon={Icon} className={styles.optionIcon} />
                    <span className={styles.optionText}>
                      {suggestion.type === 'content' ? (
                        <>
                          <span className={styles.statement}>
                            <Highlighted text={suggestion.statement ?? ''} ranges={suggestion.highlights} />
                          </span>
                          <span className={styles.pageTitle}>{suggestion.header}</span>
                        </>
                      ) : (
                        <>
                          <span className={styles.headline}>
                            <Highlighted text={suggestion.header} ranges={suggestion.highlights} />
                          </span>
                          {suggestion.statement ? (
                            <span className={styles.lead}>
                              <Highlighted text={suggestion.statement} ranges={suggestion.statementHighlights ?? []} />
                            </span>
                          ) : null}
                        </>
                      )}
                    </span>
                    {selected ? <SvgWrapper icon={IconJump} className={styles.jump} /> : null}
                  </a>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
