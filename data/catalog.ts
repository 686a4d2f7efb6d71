/**
 * The fixed vocabularies of the node catalogue: categories (in sidebar
 * order), providers and the docs versions a node can first appear in.
 */

export const CATEGORIES = [
  { id: 'basic', label: 'nodes.category.basic' },
  { id: 'chat', label: 'nodes.category.chat' },
  { id: 'image', label: 'nodes.category.image' },
  { id: 'preprocessor', label: 'nodes.category.preprocessor' },
  { id: 'upscaler', label: 'nodes.category.upscaler' },
  { id: 'video', label: 'nodes.category.video' },
  { id: 'audio', label: 'nodes.category.audio' },
  { id: '3d', label: 'nodes.category.3d' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/**
 * Who runs the node, and so whose API key it needs. `none`: primitive nodes call nobody.
 * `keyAnchor` is the provider's section id in /guide/api-keys, `aboutAnchor` in /guide/providers.
 */
export const PROVIDERS = {
  none: { name: 'None', keyAnchor: null, aboutAnchor: null },
  fal: { name: 'fal', keyAnchor: 'fal', aboutAnchor: 'fal' },
  openai: { name: 'OpenAI', keyAnchor: 'openai', aboutAnchor: 'openai' },
  anthropic: { name: 'Anthropic', keyAnchor: 'anthropic', aboutAnchor: 'anthropic' },
  google: { name: 'Google', keyAnchor: 'google', aboutAnchor: 'google' },
  runway: { name: 'Runway', keyAnchor: 'runway', aboutAnchor: 'runway' },
  cohere: { name: 'Cohere', keyAnchor: 'cohere', aboutAnchor: 'other-chat-providers' },
  deepseek: { name: 'DeepSeek', keyAnchor: 'deepseek', aboutAnchor: 'other-chat-providers' },
  groq: { name: 'Groq', keyAnchor: 'groq', aboutAnchor: 'other-chat-providers' },
  mistral: { name: 'Mistral', keyAnchor: 'mistral', aboutAnchor: 'other-chat-providers' },
  openrouter: { name: 'OpenRouter', keyAnchor: 'openrouter', aboutAnchor: 'other-chat-providers' },
  perplexity: { name: 'Perplexity', keyAnchor: 'perplexity', aboutAnchor: 'other-chat-providers' },
} as const;

export type ProviderId = keyof typeof PROVIDERS;
export const PROVIDER_IDS = Object.keys(PROVIDERS) as [ProviderId, ...ProviderId[]];
