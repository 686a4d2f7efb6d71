import { withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect, useId, useState } from 'react';
import { nodeRoute, nodesHome } from '../../config/editions';
import { CATEGORIES, PROVIDER_IDS, PROVIDERS } from '../../data/catalog';
import {
  filterNodes,
  groupByCategory,
  isFiltered,
  NO_FILTERS,
  type NodeFilters,
  parseFilters,
  serializeFilters,
} from '../../data/nodes/filter';
import { lifecycleKind } from '../../data/nodes/lifecycleKind';
import type { CatalogEntry } from '../../data/nodes/pageSlices';
import { socketTypesIn } from '../../data/socketTypes';
import { markdownLinker, markdownUrl } from '../markdownCopy';
import { SocketShape } from '../SocketShape';
import { useEdition } from '../siteContext';
import styles from './NodeCatalog.module.css';
import { type NodeText, useNodeText } from './nodeText';
import { type BuiltProps, useCatalogEntries, useDocsPrefix } from './useNodePage';

/**
 * The node reference landing page: every node of this version grouped by category,
 * with keyword, category, provider and socket-type filters kept in the URL. The full
 * list is in the HTML; filters apply after the page loads.
 */
export function NodeCatalog({ nodeData }: BuiltProps) {
  const t = useNodeText(nodeData);
  const prefix = useDocsPrefix();
  const nodes = useCatalogEntries(nodeData);
  const { version, base } = useEdition();
  const socketTypes = socketTypesIn(version);
  const id = useId();
  // The server renders every node; the URL's filters apply once the page runs in the browser. Without any, the
  // hydrated list is already right: setting equal filters again would render all of it a second time.
  const [filters, setFilters] = useState<NodeFilters>(NO_FILTERS);
  useEffect(() => {
    const fromUrl = parseFilters(window.location.search);
    if (isFiltered(fromUrl)) setFilters(fromUrl);
  }, []);

  const update = (change: Partial<NodeFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${serializeFilters(next, search)}${hash}`);
  };

  const visible = filterNodes(nodes, filters);
  const groups = groupByCategory(visible);
  const usedProviders = PROVIDER_IDS.filter((p) => p !== 'none' && nodes.some((n) => n.provider === p));

  if (import.meta.env.SSG_MD) {
    const link = markdownLinker(base);
    // The list without its filters, which need a browser: each group with its count, each node with its link, id,
    // provider, lifecycle and summary, as the page shows them.
    const json = link(t('nodes.catalogJson'), `${nodesHome(prefix)}catalog.json`);
    const sections = groups.map((group) => {
      const items = group.nodes.map((node) => {
        const facts = cardFacts(node, t).map((fact) => (fact.kind === 'id' ? `\`${fact.text}\`` : fact.text));
        return `- ${link(node.name, nodeRoute(prefix, node.id))}: ${node.summary} (${facts.join(' · ')})`;
      });
      return `## ${t(group.label as Parameters<typeof t>[0])} (${group.nodes.length})\n\n${items.join('\n')}`;
    });
    return `\n\n${json}\n\n${sections.join('\n\n')}\n\n`;
  }

  return (
    <div className={styles.catalog}>
      <search className={styles.filters}>
        <div className={styles.keyword}>
          <label htmlFor={`${id}-q`}>{t('overview.filterNameText')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filters.q}
            placeholder={t('overview.filterPlaceholderText')}
            onChange={(event) => update({ q: event.target.value })}
            autoComplete="off"
          />
        </div>
        <div className={styles.selects}>
          <FilterSelect
            label={t('nodes.filter.category')}
            value={filters.category}
            any={t('nodes.filter.any')}
            options={CATEGORIES.map((c) => [c.id, t(c.label)])}
            onChange={(value) => update({ category: value as NodeFilters['category'] })}
          />
          <FilterSelect
            label={t('nodes.filter.provider')}
            value={filters.provider}
            any={t('nodes.filter.any')}
            options={usedProviders.map((p) => [p, PROVIDERS[p].name])}
            onChange={(value) => update({ provider: value as NodeFilters['provider'] })}
          />
          <FilterSelect
            label={t('nodes.filter.input')}
            value={filters.input}
            any={t('nodes.filter.any')}
            options={socketTypes.map((type) => [type, type])}
            onChange={(value) => update({ input: value as NodeFilters['input'] })}
          />
          <FilterSelect
            label={t('nodes.filter.output')}
            value={filters.output}
            any={t('nodes.filter.any')}
            options={socketTypes.map((type) => [type, type])}
            onChange={(value) => update({ output: value as NodeFilters['output'] })}
          />
        </div>
        <div className={styles.status}>
          <output aria-live="polite">
            {t('nodes.filter.count', { count: String(visible.length), total: String(nodes.length) })}
          </output>
          {isFiltered(filters) && (
            <button type="button" className={styles.reset} onClick={() => update(NO_FILTERS)}>
              {t('nodes.filter.reset')}
            </button>
          )}
          <a
            className={styles.json}
            href={
              import.meta.env.SSG_MD
                ? markdownUrl(`${nodesHome(prefix)}catalog.json`, { base })
                : withBase(`${nodesHome(prefix)}catalog.json`)
            }
          >
            {t('nodes.catalogJson')}
          </a>
        </div>
      </search>

      {groups.length === 0 ? (
        <p className={styles.empty}>{t('overview.filterNoResultFor', { query: filters.q })}</p>
      ) : (
        groups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`${id}-${group.id}`}>
            <h2 id={`${id}-${group.id}`} className={`rp-not-doc ${styles.groupTitle}`}>
              {t(group.label as Parameters<typeof t>[0])}{' '}
              <span className={styles.groupCount}>{group.nodes.length}</span>
            </h2>
            <ul className={styles.list}>
              {group.nodes.map((node) => (
                <li key={node.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <Link href={nodeRoute(prefix, node.id)} className={styles.name}>
                      {node.name}
                    </Link>
                    <span
                      className={styles.sockets}
                      role="img"
                      aria-label={socketSummary(t, node.inputs, node.outputs)}
                    >
                      {node.inputs.map((s) => (
                        <SocketShape key={`in-${s.name}`} type={s.type} size={12} />
                      ))}
                      <span aria-hidden="true">→</span>
                      {node.outputs.map((s) => (
                        <SocketShape key={`out-${s.name}`} type={s.type} size={12} />
                      ))}
                    </span>
                  </div>
                  <p className={styles.summary}>{node.summary}</p>
                  <p className={styles.meta}>
                    {cardFacts(node, t).map((fact, i) => (
                      // A fact wraps with the dot before it; the spaces make the text "FalFluxDevNode · fal" when it
                      // is copied or read aloud.
                      <span key={fact.kind} className={styles.fact}>
                        {i > 0 && <span aria-hidden="true"> · </span>}
                        {fact.kind === 'id' ? (
                          <code>{fact.text}</code>
                        ) : (
                          <span className={fact.kind === 'lifecycle' ? styles.lifecycle : undefined}>{fact.text}</span>
                        )}
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  /** Text of the empty choice, which turns the filter off. */
  any: string;
  /** [value, text] pairs. */
  options: [string, string][];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, any, options, onChange }: FilterSelectProps) {
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The facts under a card's summary: the node's id, its provider and whether it is deprecated or retired. */
function cardFacts(node: CatalogEntry, t: NodeText) {
  return [
    { kind: 'id', text: node.id },
    ...(node.provider !== 'none' ? [{ kind: 'provider', text: PROVIDERS[node.provider].name }] : []),
    ...(node.lifecycle ? [{ kind: 'lifecycle', text: t(`nodes.lifecycle.tag.${lifecycleKind(node.lifecycle)}`) }] : []),
  ];
}

/** What the socket shapes show, for a screen reader: "text, image in, video out", in the page's language. */
function socketSummary(t: NodeText, inputs: { type: string }[], outputs: { type: string }[]) {
  const list = (sockets: { type: string }[]) =>
    [...new Set(sockets.map((s) => s.type))].join(', ') || t('nodes.catalog.noSockets');
  return t('nodes.catalog.sockets', { inputs: list(inputs), outputs: list(outputs) });
}
