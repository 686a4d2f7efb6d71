/**
 * The one inline script in every page's <head>: it marks <html> before the first paint with what the URL and
 * local storage ask for, so nothing flashes: embed mode (embed/embed.ts) and a collapsed outline
 * (outline/outlineState.ts).
 */
import { EMBED_HEAD_SCRIPT } from './embed/embed';
import { OUTLINE_HEAD_SCRIPT } from './outline/outlineState';

export const HEAD_SCRIPT = `${EMBED_HEAD_SCRIPT}${OUTLINE_HEAD_SCRIPT}`;
