import type { NodeProperty } from '../../data/nodes/schema';
import type { NodeText } from './nodeText';

type Text = NodeText;

/** "1 to 50", "0.01 to 1, step 0.01", "square, portrait 4:3, …", or empty, in the page's language. */
export function describeRange(property: NodeProperty, t: Text): string {
  const separator = t('nodes.range.separator');
  if (property.options) {
    return property.options
      .map((option) => {
        const lifecycle = property.deprecatedOptions?.[option];
        if (!lifecycle) return option;
        const { status, date = '', shutdown, replacement } = lifecycle;
        const kind = status === 'deprecated' && shutdown ? 'deprecatedShutdown' : status;
        const values = { option, date, replacement: replacement ?? '', shutdown: shutdown ?? '' };
        return replacement ? t(`nodes.option.${kind}Use`, values) : t(`nodes.option.${kind}`, values);
      })
      .join(separator);
  }
  const { min, max, step } = property;
  const parts: string[] = [];
  if (min !== undefined && max !== undefined)
    parts.push(t('nodes.range.between', { min: String(min), max: String(max) }));
  else if (min !== undefined) parts.push(t('nodes.range.atLeast', { min: String(min) }));
  else if (max !== undefined) parts.push(t('nodes.range.atMost', { max: String(max) }));
  if (step !== undefined) parts.push(t('nodes.range.step', { step: String(step) }));
  return parts.join(separator);
}
