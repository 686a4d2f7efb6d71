/**
 * What readers type into the search box, and the page they want first. Symptoms as the app's messages
 * read, tasks in plain words, model and provider names, typos, Chinese and the v1 docs. `first` lists the pages that
 * answer the question as its first result (route paths, without a section); most questions have one.
 *
 * Both the e2e test (through the site's search box) and `npm run search:quality` (the ranking in Node, on the built
 * index) read this list. Add a question when a reader's search went wrong; never to make a number look better.
 */
export type Edition = 'v2.en' | 'v2.zh' | 'v1.en' | 'v1.zh';
export type Kind = 'symptom' | 'task' | 'name' | 'typo';

export interface Question {
  edition: Edition;
  kind: Kind;
  query: string;
  first: string[];
}

import { NODES as CATALOGUE } from '../../data/nodes';

const N = '/guide/nodesref';
const ZN = '/zh/guide/nodesref';
const TROUBLE = '/guide/troubleshooting';
const ZH_TROUBLE = '/zh/guide/troubleshooting';

const en = (kind: Kind, query: string, ...first: string[]): Question => ({ edition: 'v2.en', kind, query, first });
const zh = (kind: Kind, query: string, ...first: string[]): Question => ({ edition: 'v2.zh', kind, query, first });
const v1 = (kind: Kind, query: string, ...first: string[]): Question => ({ edition: 'v1.en', kind, query, first });

export const QUESTIONS: Question[] = [
  // Symptoms, as the reader sees them
  en('symptom', 'out of credits', TROUBLE),
  en('symptom', 'Invalid API key', TROUBLE),
  en('symptom', 'insufficient credits', TROUBLE),
  en('symptom', 'quota exceeded', TROUBLE),
  en('symptom', 'content filtered', TROUBLE),
  en('symptom', 'safety rejection', TROUBLE),
  en('symptom', 'node takes forever to run', TROUBLE),
  en('symptom', 'request timed out', TROUBLE),
  en('symptom', 'output is black', TROUBLE),
  en('symptom', 'empty output', TROUBLE),
  en('symptom', 'sockets will not connect', TROUBLE),
  en('symptom', 'connection turned red', TROUBLE),
  en('symptom', 'second connection replaced the first', TROUBLE),
  en('symptom', 'downstream node did not update', TROUBLE),
  en('symptom', 'canvas is slow', TROUBLE),
  en('symptom', 'video does not play', TROUBLE),
  en('symptom', 'browser tab crashes', TROUBLE),
  en('symptom', 'running one node ran the others', TROUBLE),
  en('symptom', 'no API key', '/guide/quick-start', TROUBLE, '/guide/api-keys'),
  // Tasks, in plain words
  en('task', 'add an API key', '/guide/api-keys'),
  en('task', 'where are my keys stored', '/guide/api-keys'),
  en('task', 'set a spending limit', '/guide/providers'),
  en('task', 'which provider should I use', '/guide/providers'),
  en('task', 'download a flow file', '/guide/sharing'),
  en('task', 'share a public link', '/guide/sharing'),
  en('task', 'revoke a link', '/guide/sharing'),
  en('task', 'import an image', '/guide/importing-data'),
  en('task', 'supported file formats', '/guide/importing-data'),
  en('task', 'paste from the clipboard', '/guide/importing-data'),
  en('task', 'group nodes into a frame', '/guide/canvas'),
  en('task', 'zoom to fit', '/guide/canvas'),
  en('task', 'align nodes', '/guide/canvas'),
  en('task', 'select all nodes', '/guide/canvas'),
  en('task', 'run all nodes', '/guide/flows'),
  en('task', 'order of execution', '/guide/flows'),
  en('task', 'compare two models', '/guide/flows'),
  en('task', 'keyboard shortcuts', '/guide/interface'),
  en('task', 'delete a connection', '/guide/sockets'),
  en('task', 'quick connect', '/guide/sockets'),
  en('task', 'train a style', '/guide/styles'),
  en('task', 'choose a trigger word', '/guide/styles'),
  en('task', 'create a template', '/guide/templates'),
  en('task', 'getting started', '/guide/quick-start'),
  en('task', 'remove background', `${N}/FalBriaBackgroundRemoveNode`, `${N}/FalRemBgNode`),
  en('task', 'lip sync', `${N}/FalLatentSyncNode`),
  en('task', 'text to speech', `${N}/FalPlayaiTtsV3Node`, `${N}/FalF5TtsNode`, `${N}/FalPlayaiTtsDialogNode`),
  en('task', 'transcribe audio', `${N}/FalWhisperNode`),
  en('task', 'upscale a video', `${N}/FalTopazUpscaleVideoNode`),
  en('task', 'virtual try-on', `${N}/FalFASHNTryonNode`),
  en('task', 'music from a prompt', `${N}/FalMinimaxMusicNode`),
  // Model and provider names
  en('name', 'kling', `${N}/FalKling21VideoNode`, `${N}/FalKlingVideoNode`),
  en('name', 'Claude', `${N}/AnthropicChatNode`),
  en('name', 'Sora', `${N}/Sora2Node`),
  en('name', 'Veo', `${N}/FalVeoNode`),
  en('name', 'nano banana', `${N}/FalGeminiImageNode`),
  en('name', 'Whisper', `${N}/FalWhisperNode`),
  en('name', 'ESRGAN', `${N}/FalEsrganNode`),
  en('name', 'Seedream', `${N}/FalSeedreamNode`),
  en('name', 'flux dev', `${N}/FalFluxDevNode`),
  en('name', 'Perplexity', `${N}/PerplexityChatNode`),
  en('name', 'Aleph', `${N}/RunwayAlephNode`),
  // Typos
  en('typo', 'Klnig', `${N}/FalKling21VideoNode`, `${N}/FalKlingVideoNode`),
  en('typo', 'Calude', `${N}/AnthropicChatNode`),
  en('typo', 'troubleshoting', TROUBLE),
  en('typo', 'insuficient credits', TROUBLE),
  en('typo', 'upscale vidoe', `${N}/FalTopazUpscaleVideoNode`),
  en('typo', 'seedrem', `${N}/FalSeedreamNode`),
  // Chinese
  zh('symptom', '额度不足', ZH_TROUBLE),
  zh('symptom', 'API 密钥无效', ZH_TROUBLE),
  zh('symptom', '连线变红', ZH_TROUBLE),
  zh('symptom', '视频无法播放', ZH_TROUBLE),
  zh('task', '快速开始', '/zh/guide/quick-start'),
  zh('task', '删除连线', '/zh/guide/sockets'),
  zh('task', '添加 API 密钥', '/zh/guide/api-keys'),
  zh('task', '抠图', `${ZN}/FalBriaBackgroundRemoveNode`, `${ZN}/FalRemBgNode`),
  zh('task', '对口型', `${ZN}/FalLatentSyncNode`),
  zh('name', '可灵', `${ZN}/FalKling21VideoNode`, `${ZN}/FalKlingVideoNode`),
  // The v1 docs
  v1('symptom', 'invalid api key', '/v1/guide/troubleshooting'),
  v1('task', 'add an api key', '/v1/guide/api-keys'),
  v1('name', 'whisper', '/v1/guide/nodesref/FalWhisperNode'),
];

/**
 * Names a reader types to find one model or provider: every page listed for one must hold the name (in its title,
 * names or text) or belong to it. A name never pulls in pages that lack it.
 */
export const NAME_QUERIES: { edition: Edition; query: string }[] = [
  { edition: 'v2.en', query: 'kling' },
  { edition: 'v2.en', query: 'claude' },
  { edition: 'v2.en', query: 'sora' },
  { edition: 'v2.en', query: 'veo' },
  { edition: 'v2.en', query: 'seedream' },
  { edition: 'v2.en', query: 'hunyuan' },
  { edition: 'v2.en', query: 'recraft' },
  { edition: 'v2.en', query: 'whisper' },
  { edition: 'v2.en', query: 'runway' },
  { edition: 'v2.en', query: 'groq' },
];

const NODES = '/guide/nodesref';
const ZH_NODES = '/zh/guide/nodesref';

/**
 * Two earlier held-out sets, English and Chinese: what readers type, and the pages that answer it among the first
 * three.
 * A query passes when one of its pages is among the first three results the panel shows.
 */
export const ENGLISH: [query: string, pages: string[]][] = [
  // Tasks
  ['remove background', [`${NODES}/FalBriaBackgroundRemoveNode`, `${NODES}/FalRemBgNode`]],
  ['lip sync', [`${NODES}/FalLatentSyncNode`]],
  ['text to speech', [`${NODES}/FalPlayaiTtsV3Node`, `${NODES}/FalF5TtsNode`]],
  ['3d model from an image', [`${NODES}/FalMeshyNode`, `${NODES}/FalHunyuan3DNode`, `${NODES}/FalRodinNode`]],
  ['upscale a video', [`${NODES}/FalTopazUpscaleVideoNode`]],
  ['transcribe audio', [`${NODES}/FalWhisperNode`]],
  ['add subtitles to a video', [`${NODES}/FalAutoCaptionNode`]],
  ['depth map', [`${NODES}/FalImagePreprocessorsDepthAnythingV2Node`, `${NODES}/FalImagePreprocessorsZoeDepthNode`]],
  ['virtual try-on', [`${NODES}/FalFASHNTryonNode`]],
  ['song from lyrics', [`${NODES}/FalMinimaxMusicNode`]],
  ['sound effects for a video', [`${NODES}/FalMmaudioV2Node`]],
  ['clone a voice', [`${NODES}/FalF5TtsNode`]],
  ['replace the background', [`${NODES}/FalBriaBackgroundReplaceNode`]],
  ['product photo', [`${NODES}/FalBriaProductShotNode`]],
  ['object detection', [`${NODES}/FalMoondreamDetectionNode`]],
  ['caption an image', [`${NODES}/FalFlorence2CaptionNode`, `${NODES}/FalMoondreamNextNode`]],
  ['inpainting', [`${NODES}/FalFastSdxlInpaintingNode`]],
  ['edit a video with a prompt', [`${NODES}/FalLucyNode`, `${NODES}/RunwayAlephNode`]],
  // Model names
  ['Kling', [`${NODES}/FalKlingVideoNode`, `${NODES}/FalKling21VideoNode`]],
  ['Claude', [`${NODES}/AnthropicChatNode`]],
  ['Sora', [`${NODES}/Sora2Node`]],
  ['Veo', [`${NODES}/FalVeoNode`]],
  ['nano banana', [`${NODES}/FalGeminiImageNode`]],
  ['Seedream', [`${NODES}/FalSeedreamNode`]],
  ['Hunyuan', [`${NODES}/FalHunyuan3DNode`, `${NODES}/FalHunyuan3DMultiviewNode`]],
  ['ESRGAN', [`${NODES}/FalEsrganNode`]],
  ['gpt-5', [`${NODES}/OpenAIChatNode`]],
  ['Whisper', [`${NODES}/FalWhisperNode`]],
  // Typos
  ['Klnig', [`${NODES}/FalKlingVideoNode`, `${NODES}/FalKling21VideoNode`]],
  ['Calude', [`${NODES}/AnthropicChatNode`]],
  ['upscale vidoe', [`${NODES}/FalTopazUpscaleVideoNode`]],
  ['backgrond removal', [`${NODES}/FalBriaBackgroundRemoveNode`, `${NODES}/FalRemBgNode`]],
  ['controlnet cany', [`${NODES}/FalFastSdxlControlnetCannyNode`]],
  ['seedrem', [`${NODES}/FalSeedreamNode`]],
  // Guide topics
  ['api key', ['/guide/api-keys']],
  ['delete a connection', ['/guide/sockets']],
  ['keyboard shortcuts', ['/guide/interface']],
  ['share a flow', ['/guide/sharing']],
  ['train a style', ['/guide/styles']],
  ['quick start', ['/guide/quick-start']],
];

/** Queries each of which must find its page among the first three, whatever the rate of the set. */
export const REQUIRED = new Set(['快速开始', 'API 密钥', '删除连接']);

export const CHINESE: [query: string, pages: string[]][] = [
  ['抠图', [`${ZH_NODES}/FalBriaBackgroundRemoveNode`, `${ZH_NODES}/FalRemBgNode`]],
  ['文字转语音', [`${ZH_NODES}/FalPlayaiTtsV3Node`, `${ZH_NODES}/FalF5TtsNode`]],
  ['对口型', [`${ZH_NODES}/FalLatentSyncNode`]],
  ['可灵', [`${ZH_NODES}/FalKlingVideoNode`, `${ZH_NODES}/FalKling21VideoNode`]],
  ['视频放大', [`${ZH_NODES}/FalTopazUpscaleVideoNode`]],
  ['图生 3D', [`${ZH_NODES}/FalMeshyNode`, `${ZH_NODES}/FalHunyuan3DNode`, `${ZH_NODES}/FalRodinNode`]],
  ['语音识别', [`${ZH_NODES}/FalWhisperNode`]],
  ['快速开始', ['/zh/guide/quick-start']],
  ['API 密钥', ['/zh/guide/api-keys']],
  ['删除连接', ['/zh/guide/sockets']],
];

/**
 * A reader who types a node's exact id, name or model id means that node: it must come first. One of each kind;
 * names and model ids that neighbouring nodes nearly share (without the exact-name boost in theme/search/engine.ts a
 * neighbour ranks first for each of these); and for every category its first executable node (its first node where
 * the category has no executable one).
 */
export const EXACT: [query: string, page: string][] = [
  ['FalFluxDevNode', `${NODES}/FalFluxDevNode`],
  ['FLUX.1 Kontext [pro]', `${NODES}/FalFluxKontextNode`],
  ['fal-ai/topaz/upscale/video', `${NODES}/FalTopazUpscaleVideoNode`],
  ['gemini-2.5-flash', `${NODES}/GoogleGenerativeAIChatNode`],
  ['google/gemini-2.5-flash', `${NODES}/OpenRouterChatNode`],
  ['Kling 1.6', `${NODES}/FalKlingVideoNode`],
  ['fal-ai/luma-dream-machine/ray-2', `${NODES}/FalLumaRay2VideoNode`],
  ['Wan 2.1', `${NODES}/FalWanNode`],
];
for (const category of new Set(CATALOGUE.map((node) => node.category))) {
  const inCategory = CATALOGUE.filter((node) => node.category === category);
  const node = inCategory.find((n) => n.kind === 'executable') ?? inCategory[0];
  for (const query of [node.id, node.name, node.model]) if (query) EXACT.push([query, `${NODES}/${node.id}`]);
}
