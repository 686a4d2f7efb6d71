import { useTexts } from '../siteContext';
import texts from './diagramTexts.json';

/**
 * The guide figures' texts (labels, titles, descriptions), apart from the site's i18n.json: every page loads that
 * table, while these come only with the pages that show a figure.
 */
export function useDiagramText() {
  return useTexts(texts);
}
