/** Rspress search hooks (config: search.searchHooks). */
import type { AfterSearch, OnSearch } from '@rspress/core/theme-original';
import { DEFAULT_LANG } from '../../config/locales';
import { limitResults, MAX_RESULTS } from './limitResults';
import { parseHitGroups, REMOTE_SEARCH, remoteSearchUrl, toSuggestions } from './remoteSearch';

/** With a remote endpoint configured, its hits replace the local results; on failure the result is empty. */
export const onSearch: OnSearch = async (query, results) => {
  const settings = REMOTE_SEARCH;
  if (!settings.endpoint) return [];
  const local = results[0];
  if (!local) return [];
  const lang = document.documentElement.lang || DEFAULT_LANG;
  try {
    const response = await fetch(remoteSearchUrl(settings, query, MAX_RESULTS, lang));
    if (!response.ok)
      throw new Error(`Remote search: ${response.status} ${response.statusText} from ${settings.endpoint}`);
    local.result = toSuggestions(parseHitGroups(await response.json()), query);
  } catch (error) {
    console.error(error);
    local.result = [];
  }
  results.splice(1);
  return [];
};

export const afterSearch: AfterSearch = (_query, results) => {
  limitResults(results);
};
