/** Rspress search hooks (config: search.searchHooks). */
import type { AfterSearch } from '@rspress/core/theme-original';
import { limitResults } from './limitResults';

export const afterSearch: AfterSearch = (_query, results) => {
  limitResults(results);
};
