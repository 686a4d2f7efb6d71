/**
 * The node catalogue's changelog, newest release last: which nodes were added, changed (and what changed) and
 * deprecated or retired, by release and date. The changelog pages (/guide/nodesref/changelog) and every node page's
 * History read it. The build fails when a node's facts (data/nodes/facts.ts) change without an entry here: add one
 * under a new or the latest release, then run `npm run facts:lock`. Validated by data/nodes/historySchema.ts.
 */

/** A change to one node, in a release. */
export interface HistoryChange {
  node: string;
  change: 'added' | 'changed' | 'deprecated' | 'retired' | 'removed';
  /** What changed, as a reader would want to know it, in every language (not needed for "added"). */
  what?: { en: string; zh: string };
}

export interface Release {
  /** The day the docs published the release. */
  date: string;
  title: { en: string; zh: string };
  changes: HistoryChange[];
}

export type HistoryEntry = HistoryChange & { date: string };

export const RELEASES: Release[] = [
  {
    date: '2026-11-21',
    title: { en: 'The node reference', zh: '节点参考' },
    changes: [
      { node: 'TextNode', change: 'added' },
      { node: 'ImageNode', change: 'added' },
      { node: 'VideoNode', change: 'added' },
      { node: 'AudioNode', change: 'added' },
      { node: 'MeshNode', change: 'added' },
      { node: 'StyleNode', change: 'added' },
      { node: 'AnthropicChatNode', change: 'added' },
      { node: 'CohereChatNode', change: 'added' },
      { node: 'DeepseekChatNode', change: 'added' },
      { node: 'GoogleGenerativeAIChatNode', change: 'added' },
      { node: 'GroqChatNode', change: 'added' },
      { node: 'MistralChatNode', change: 'added' },
      { node: 'OpenAIChatNode', change: 'added' },
      { node: 'OpenRouterChatNode', change: 'added' },
      { node: 'PerplexityChatNode', change: 'added' },
      { node: 'FalBriaBackgroundRemoveNode', change: 'added' },
      { node: 'FalBriaBackgroundReplaceNode', change: 'added' },
      { node: 'FalBriaProductShotNode', change: 'added' },
      { node: 'FalFASHNTryonNode', change: 'added' },
      { node: 'FalFastLcmNode', change: 'added' },
      { node: 'FalFastSdxlNode', change: 'added' },
      { node: 'FalFastSdxlControlnetCannyNode', change: 'added' },
      { node: 'FalFastSdxlInpaintingNode', change: 'added' },
      { node: 'FalFluxDevNode', change: 'added' },
      { node: 'FalFluxKontextNode', change: 'added' },
      { node: 'FalFluxKreaDevNode', change: 'added' },
      { node: 'FalFluxProV11UltraNode', change: 'added' },
      { node: 'FalGeminiImageNode', change: 'added' },
      { node: 'OpenAIGPTImageNode', change: 'added' },
      { node: 'FalIdeogramV2Node', change: 'added' },
      { node: 'FalQwenImageNode', change: 'added' },
      { node: 'FalRecraftV3Node', change: 'added' },
      { node: 'FalRemBgNode', change: 'added' },
      { node: 'FalReveNode', change: 'added' },
      { node: 'FalSeedreamNode', change: 'added' },
      { node: 'FalWan22ImageNode', change: 'added' },
      { node: 'FalImagePreprocessorsDepthAnythingV2Node', change: 'added' },
      { node: 'FalImagePreprocessorsHedNode', change: 'added' },
      { node: 'FalImagePreprocessorsMlsdNode', change: 'added' },
      { node: 'FalImagePreprocessorsScribbleNode', change: 'added' },
      { node: 'FalImagePreprocessorsZoeDepthNode', change: 'added' },
      { node: 'FalWorkflowutilsCannyNode', change: 'added' },
      { node: 'FalEsrganNode', change: 'added' },
      { node: 'FalRecraftClarityUpscaleNode', change: 'added' },
      { node: 'FalTopazUpscaleVideoNode', change: 'added' },
      { node: 'FalFastAnimatediffNode', change: 'added' },
      { node: 'FalAutoCaptionNode', change: 'added' },
      { node: 'FalFastSvdVideoNode', change: 'added' },
      { node: 'FalHailuo02Node', change: 'added' },
      { node: 'FalKlingVideoNode', change: 'added' },
      { node: 'FalKling21VideoNode', change: 'added' },
      { node: 'FalLatentSyncNode', change: 'added' },
      { node: 'FalLTXNode', change: 'added' },
      { node: 'FalLucyNode', change: 'added' },
      { node: 'FalLumaRay2VideoNode', change: 'added' },
      { node: 'FalLumaVideoNode', change: 'added' },
      { node: 'FalPikaNode', change: 'added' },
      { node: 'FalSeedanceLiteNode', change: 'added' },
      { node: 'FalVeoNode', change: 'added' },
      { node: 'FalViduNode', change: 'added' },
      { node: 'FalViduReferenceNode', change: 'added' },
      { node: 'FalWanNode', change: 'added' },
      { node: 'FalWan22VideoNode', change: 'added' },
      { node: 'RunwayActTwoNode', change: 'added' },
      { node: 'RunwayAlephNode', change: 'added' },
      { node: 'RunwayVideoNode', change: 'added' },
      { node: 'Sora2Node', change: 'added' },
      { node: 'FalF5TtsNode', change: 'added' },
      { node: 'FalMinimaxMusicNode', change: 'added' },
      { node: 'FalMmaudioV2Node', change: 'added' },
      { node: 'FalPlayaiTtsDialogNode', change: 'added' },
      { node: 'FalPlayaiTtsV3Node', change: 'added' },
      { node: 'FalFlorence2CaptionNode', change: 'added' },
      { node: 'FalMoondreamDetectionNode', change: 'added' },
      { node: 'FalMoondreamNextNode', change: 'added' },
      { node: 'FalWhisperNode', change: 'added' },
      { node: 'FalHunyuan3DNode', change: 'added' },
      { node: 'FalHunyuan3DMultiviewNode', change: 'added' },
      { node: 'FalMeshyNode', change: 'added' },
      { node: 'FalMeshyRetextureNode', change: 'added' },
      { node: 'FalRodinNode', change: 'added' },
    ],
  },
  {
    date: '2026-11-27',
    title: {
      en: "Every node checked against its provider's documentation",
      zh: '每个节点都已对照服务商的文档核对',
    },
    changes: [
      {
        node: 'AnthropicChatNode',
        change: 'changed',
        what: {
          en: "Model: claude-sonnet-4-5 (the default) is marked deprecated; Anthropic retires it on November 30, 2026. claude-opus-4-1 (retired August 5, 2026) and claude-sonnet-4-0 (retired June 15, 2026) are marked retired. The property description and the node page's model table say so.",
          zh: 'Model：默认模型 claude-sonnet-4-5 标记为已弃用，Anthropic 将于 2026 年 11 月 30 日停用它；claude-opus-4-1（2026 年 8 月 5 日停用）和 claude-sonnet-4-0（2026 年 6 月 15 日停用）标记为已停用。属性说明和节点页面的模型表格都已注明。',
        },
      },
      {
        node: 'DeepseekChatNode',
        change: 'changed',
        what: {
          en: "DeepSeek retired both model names, deepseek-chat (the default) and deepseek-reasoner, on July 24, 2026: the node and both options are marked retired, and the Model description and the node page say that requests now fail. The figure 'Both models read up to 128K tokens of input' is replaced by the retirement date (the names pointed to a newer model before they were retired).",
          zh: 'DeepSeek 已于 2026 年 7 月 24 日停用 deepseek-chat（默认模型）和 deepseek-reasoner 两个模型名称：节点和这两个选项都标记为已停用，Model 说明和节点页面注明请求现在会失败。“两个模型都能读取最多 128K token 的输入”这条数据改为停用日期（这两个名称在停用前已指向更新的模型）。',
        },
      },
      {
        node: 'DeepseekChatNode',
        change: 'retired',
        what: {
          en: 'DeepSeek stopped running this model on 2026-07-24.',
          zh: 'DeepSeek 已于 2026-07-24 停止运行这个模型。',
        },
      },
      {
        node: 'GoogleGenerativeAIChatNode',
        change: 'changed',
        what: {
          en: "Model: gemini-3-pro-preview is marked retired; Google shut it down on March 9, 2026 (noted in the description and the page's model table).",
          zh: 'Model：gemini-3-pro-preview 标记为已停用；Google 已于 2026 年 3 月 9 日停用它（属性说明和页面的模型表格已注明）。',
        },
      },
      {
        node: 'OpenAIChatNode',
        change: 'changed',
        what: {
          en: "Model: gpt-5, gpt-5-mini and gpt-5-nano are marked deprecated; OpenAI shuts them down on December 11, 2026 (noted in the description and the page's model table).",
          zh: 'Model：gpt-5、gpt-5-mini 和 gpt-5-nano 标记为已弃用；OpenAI 将于 2026 年 12 月 11 日停用它们（属性说明和页面的模型表格已注明）。',
        },
      },
      {
        node: 'OpenRouterChatNode',
        change: 'changed',
        what: {
          en: 'Model: x-ai/grok-4 is marked retired (xAI retired Grok 4 on May 15, 2026); openai/gpt-5 and anthropic/claude-sonnet-4.5 are marked deprecated by their makers. The node page no longer uses x-ai/grok-4 as an example; the example flow asks for a current Grok model id in Custom model instead. The page says that whether OpenRouter still offers every model in the selection could not be confirmed.',
          zh: 'Model：x-ai/grok-4 标记为已停用（xAI 已于 2026 年 5 月 15 日停用 Grok 4）；openai/gpt-5 和 anthropic/claude-sonnet-4.5 标记为已被其厂商弃用。节点页面不再以 x-ai/grok-4 为例；示例流程改为在 Custom model 中填入当前的 Grok 模型 id。页面注明无法确认 OpenRouter 是否仍提供精选列表中的每个模型。',
        },
      },
      {
        node: 'PerplexityChatNode',
        change: 'changed',
        what: {
          en: "Search recency gains 'year'; Search mode gains 'sec' (U.S. SEC filings); Domain filter takes up to 20 domains.",
          zh: 'Search recency 新增 year；Search mode 新增 sec（美国 SEC 申报文件）；Domain filter 最多 20 个域名。',
        },
      },
      {
        node: 'FalBriaBackgroundReplaceNode',
        change: 'changed',
        what: {
          en: "Number of images now goes from 1 to 4, and Seed from 0 to 2147483647 (no range was given before). The page now says that fal's documentation does not confirm the prompt must be in English (fal says so for Bria Product Shot only), and the English-only tip is worded accordingly.",
          zh: 'Number of images 现为 1 到 4，Seed 为 0 到 2147483647（此前未给出范围）。页面现在注明：fal 的文档未证实提示词必须使用英文（fal 只对 Bria Product Shot 这样说明），“只用英文”的提示也相应改写。',
        },
      },
      {
        node: 'FalBriaProductShotNode',
        change: 'changed',
        what: {
          en: 'Number of results now goes from 1 to 4 (no range was given before); Original quality is off by default.',
          zh: 'Number of results 现为 1 到 4（此前未给出范围）；Original quality 默认关闭。',
        },
      },
      {
        node: 'FalFastLcmNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/fast-lcm-diffusion (text to image), fal-ai/fast-lcm-diffusion/image-to-image (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/fast-lcm-diffusion（文生图），fal-ai/fast-lcm-diffusion/image-to-image（连接图片时）。',
        },
      },
      {
        node: 'FalFastSdxlNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/fast-sdxl (text to image), fal-ai/fast-sdxl/image-to-image (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/fast-sdxl（文生图），fal-ai/fast-sdxl/image-to-image（连接图片时）。',
        },
      },
      {
        node: 'FalFastSdxlControlnetCannyNode',
        change: 'changed',
        what: {
          en: 'Inference steps now defaults to 25 (was 35) and goes from 1 to 50.',
          zh: 'Inference steps 默认值改为 25（原为 35），范围 1 到 50。',
        },
      },
      {
        node: 'FalFluxDevNode',
        change: 'changed',
        what: {
          en: "With an image connected, Inference steps must be 10 to 50 (fal's default there is 40), and Image size is not used. The page names the endpoint each mode uses: fal-ai/flux/dev (text to image), fal-ai/flux/dev/image-to-image (with an image connected), fal-ai/flux-lora (with styles).",
          zh: '连接图片时，Inference steps 须为 10 到 50（fal 在该模式下的默认值是 40），Image size 不起作用。页面注明了每种模式使用的端点：fal-ai/flux/dev（文生图），fal-ai/flux/dev/image-to-image（连接图片时），fal-ai/flux-lora（连接风格时）。',
        },
      },
      {
        node: 'FalFluxKreaDevNode',
        change: 'changed',
        what: {
          en: "With an image connected, Inference steps must be 10 to 50 (fal's default there is 40), and Image size is not used. The page names the endpoint each mode uses: fal-ai/flux/krea (text to image), fal-ai/flux/krea/image-to-image (with an image connected), fal-ai/flux-krea-lora (with styles).",
          zh: '连接图片时，Inference steps 须为 10 到 50（fal 在该模式下的默认值是 40），Image size 不起作用。页面注明了每种模式使用的端点：fal-ai/flux/krea（文生图），fal-ai/flux/krea/image-to-image（连接图片时），fal-ai/flux-krea-lora（连接风格时）。',
        },
      },
      {
        node: 'FalGeminiImageNode',
        change: 'changed',
        what: {
          en: "The page now says that fal's documentation does not confirm the output size of about 1 megapixel or the SynthID watermark. The page names the endpoint each mode uses: fal-ai/nano-banana (text to image), fal-ai/nano-banana/edit (with images connected).",
          zh: '页面现在注明：fal 的文档未证实约 100 万像素的输出尺寸和 SynthID 水印。页面注明了每种模式使用的端点：fal-ai/nano-banana（文生图），fal-ai/nano-banana/edit（连接图片时）。',
        },
      },
      {
        node: 'OpenAIGPTImageNode',
        change: 'changed',
        what: {
          en: 'Marked retired: OpenAI shut down gpt-image-1 on October 23, 2026; the page says so and no longer recommends the node for new flows. Other image node pages and the Providers and Nodes guides no longer recommend GPT Image.',
          zh: '标记为已停用：OpenAI 已于 2026 年 10 月 23 日停用 gpt-image-1；页面已注明，并且不再推荐在新流程中使用这个节点。其他图像节点页面以及服务商和节点指南不再推荐 GPT Image。',
        },
      },
      {
        node: 'OpenAIGPTImageNode',
        change: 'retired',
        what: {
          en: 'OpenAI stopped running this model on 2026-10-23.',
          zh: 'OpenAI 已于 2026-10-23 停止运行这个模型。',
        },
      },
      {
        node: 'FalQwenImageNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/qwen-image (text to image), fal-ai/qwen-image/image-to-image (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/qwen-image（文生图），fal-ai/qwen-image/image-to-image（连接图片时）。',
        },
      },
      {
        node: 'FalRemBgNode',
        change: 'changed',
        what: {
          en: 'Crop to subject is now shown as off by default.',
          zh: 'Crop to subject 现在标明默认关闭。',
        },
      },
      {
        node: 'FalReveNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/reve/text-to-image (text to image), fal-ai/reve/edit (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/reve/text-to-image（文生图），fal-ai/reve/edit（连接图片时）。',
        },
      },
      {
        node: 'FalSeedreamNode',
        change: 'changed',
        what: {
          en: 'Max images per generation now says that when editing, connected and returned images together may not exceed 15. The 2048x2048 default size is now stated for text to image only; the page says fal does not confirm the size of an edit with Image size left empty. The page names the endpoint each mode uses: fal-ai/bytedance/seedream/v4/text-to-image (text to image), fal-ai/bytedance/seedream/v4/edit (with images connected).',
          zh: 'Max images per generation 现在注明：编辑时，连接的图片与返回的图片合计不能超过 15 张。2048x2048 的默认尺寸现在只针对文生图；页面注明 fal 未证实 Image size 留空时编辑结果的尺寸。页面注明了每种模式使用的端点：fal-ai/bytedance/seedream/v4/text-to-image（文生图），fal-ai/bytedance/seedream/v4/edit（连接图片时）。',
        },
      },
      {
        node: 'FalImagePreprocessorsHedNode',
        change: 'changed',
        what: {
          en: 'Safe and Scribble show their default, off.',
          zh: 'Safe 和 Scribble 标出默认值：关闭。',
        },
      },
      {
        node: 'FalImagePreprocessorsScribbleNode',
        change: 'changed',
        what: {
          en: "Safe shows its default, off; the page links fal's API page.",
          zh: 'Safe 标出默认值：关闭；页面改为链接 fal 的 API 页面。',
        },
      },
      {
        node: 'FalEsrganNode',
        change: 'changed',
        what: {
          en: 'Scale now shows its range, 1 to 8. Face shows its default, off.',
          zh: 'Scale 现在标出取值范围：1 到 8。Face 标出默认值：关闭。',
        },
      },
      {
        node: 'FalRecraftClarityUpscaleNode',
        change: 'changed',
        what: {
          en: "Removed the Safety checker property: the fal-ai/recraft-clarity-upscale endpoint takes only the image; the pages no longer mention it or a content-filter error. The page now says that no fal page documents this endpoint and that its facts follow the endpoint's last schema in fal's client library.",
          zh: '删除 Safety checker 属性：fal-ai/recraft-clarity-upscale 端点只接收图片；页面也不再提到它和内容过滤错误。页面现在说明：fal 没有任何页面介绍这个端点，这里的内容依据 fal 客户端库中该端点最后一版 schema。',
        },
      },
      {
        node: 'FalTopazUpscaleVideoNode',
        change: 'changed',
        what: {
          en: 'Upscale factor now goes from 1 to 4 (was up to 8); Target FPS from 16 to 60 (was up to 120); the figure and the page say 4x and 60 FPS. Model lists Gaia 2 (animation and motion graphics at 2x); Gaia HQ and Gaia CG are described as for rendered and CG content. Starlight Precise 1 and Starlight Precise 2 are marked deprecated (use Starlight Precise 2.5), and Starlight Fast 1 too (use Starlight Fast 2). H.264 output shows its default, off.',
          zh: 'Upscale factor 现在取值 1 到 4（原为最高 8）；Target FPS 取值 16 到 60（原为最高 120）；要点和页面改为 4x 和 60 FPS。Model 新增 Gaia 2（以 2x 处理动画和动态图形）；Gaia HQ 和 Gaia CG 改为用于渲染和 CG 内容。Starlight Precise 1 和 Starlight Precise 2 标为已弃用（改用 Starlight Precise 2.5），Starlight Fast 1 也标为已弃用（改用 Starlight Fast 2）。H.264 output 标出默认值：关闭。',
        },
      },
      {
        node: 'FalFastAnimatediffNode',
        change: 'changed',
        what: {
          en: 'Frames per second now goes from 1 to 16 and Guidance scale from 0 to 20 (no range was given before).',
          zh: 'Frames per second 的范围现在是 1 到 16，Guidance scale 为 0 到 20（此前未给出范围）。',
        },
      },
      {
        node: 'FalAutoCaptionNode',
        change: 'changed',
        what: {
          en: 'Refresh interval now defaults to 1.5 seconds and goes from 0.5 to 3; Horizontal position and Vertical position default to center.',
          zh: 'Refresh interval 现在默认 1.5 秒，范围 0.5 到 3；Horizontal position 和 Vertical position 默认为 center。',
        },
      },
      {
        node: 'FalFastSvdVideoNode',
        change: 'changed',
        what: {
          en: 'Frames per second now goes from 1 to 25 (no range was given before).',
          zh: 'Frames per second 的范围现在是 1 到 25（此前未给出范围）。',
        },
      },
      {
        node: 'FalHailuo02Node',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/minimax/hailuo-02/standard/text-to-video (text to video), fal-ai/minimax/hailuo-02/standard/image-to-video (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/minimax/hailuo-02/standard/text-to-video（文生视频），fal-ai/minimax/hailuo-02/standard/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalKlingVideoNode',
        change: 'changed',
        what: {
          en: "The 720p output resolution is now marked as not confirmed by fal's documentation. The page names the endpoint each mode uses: fal-ai/kling-video/v1.6/standard/text-to-video (text to video), fal-ai/kling-video/v1.6/standard/image-to-video (with an image connected).",
          zh: '720p 的输出分辨率现在标注为 fal 的文档未能证实。页面注明了每种模式使用的端点：fal-ai/kling-video/v1.6/standard/text-to-video（文生视频），fal-ai/kling-video/v1.6/standard/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalKling21VideoNode',
        change: 'changed',
        what: {
          en: "The per-variant output resolutions (720p, 1080p) are now marked as not confirmed by fal's documentation. The page names the endpoint each mode uses: fal-ai/kling-video/v2.5-turbo/pro/text-to-video (2.5 Turbo Pro, text to video), fal-ai/kling-video/v2.5-turbo/pro/image-to-video (2.5 Turbo Pro, with an image connected), fal-ai/kling-video/v2.1/master/text-to-video (2.1 Master, text to video), fal-ai/kling-video/v2.1/master/image-to-video (2.1 Master, with an image connected), fal-ai/kling-video/v2.1/pro/image-to-video (2.1 Pro, image to video only), fal-ai/kling-video/v2.1/standard/image-to-video (2.1 Standard, image to video only).",
          zh: '各版本的输出分辨率（720p、1080p）现在标注为 fal 的文档未能证实。页面注明了每种模式使用的端点：fal-ai/kling-video/v2.5-turbo/pro/text-to-video（2.5 Turbo Pro，文生视频），fal-ai/kling-video/v2.5-turbo/pro/image-to-video（2.5 Turbo Pro，连接了图片时），fal-ai/kling-video/v2.1/master/text-to-video（2.1 Master，文生视频），fal-ai/kling-video/v2.1/master/image-to-video（2.1 Master，连接了图片时），fal-ai/kling-video/v2.1/pro/image-to-video（2.1 Pro，仅图生视频），fal-ai/kling-video/v2.1/standard/image-to-video（2.1 Standard，仅图生视频）。',
        },
      },
      {
        node: 'FalLTXNode',
        change: 'changed',
        what: {
          en: 'Inference steps now goes from 1 to 50 and Guidance scale up to 10 (no range was given before). The page names the endpoint each mode uses: fal-ai/ltx-video (text to video), fal-ai/ltx-video/image-to-video (with an image connected).',
          zh: 'Inference steps 的范围现在是 1 到 50，Guidance scale 最高为 10（此前未给出范围）。页面注明了每种模式使用的端点：fal-ai/ltx-video（文生视频），fal-ai/ltx-video/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalLumaRay2VideoNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/luma-dream-machine/ray-2 (text to video), fal-ai/luma-dream-machine/ray-2/image-to-video (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/luma-dream-machine/ray-2（文生视频），fal-ai/luma-dream-machine/ray-2/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalLumaVideoNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/luma-dream-machine (text to video), fal-ai/luma-dream-machine/image-to-video (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/luma-dream-machine（文生视频），fal-ai/luma-dream-machine/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalPikaNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/pika/v2.2/text-to-video (text to video), fal-ai/pika/v2.2/image-to-video (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/pika/v2.2/text-to-video（文生视频），fal-ai/pika/v2.2/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalSeedanceLiteNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/bytedance/seedance/v1/lite/text-to-video (text to video), fal-ai/bytedance/seedance/v1/lite/image-to-video (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/bytedance/seedance/v1/lite/text-to-video（文生视频），fal-ai/bytedance/seedance/v1/lite/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalVeoNode',
        change: 'changed',
        what: {
          en: 'The page names the endpoint each mode uses: fal-ai/veo3 (text to video), fal-ai/veo3/image-to-video (with an image connected).',
          zh: '页面注明了每种模式使用的端点：fal-ai/veo3（文生视频），fal-ai/veo3/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'FalWanNode',
        change: 'changed',
        what: {
          en: 'Resolution now defaults to 720p, and 580p works only without an image; Prompt expansion now defaults to off and Safety checker to off (was on). The page names the endpoint each mode uses: fal-ai/wan-t2v (text to video), fal-ai/wan-i2v (with an image connected).',
          zh: 'Resolution 现在默认 720p，580p 只在未连接图片时可用；Prompt expansion 现在默认关闭，Safety checker 也默认关闭（此前为开启）。页面注明了每种模式使用的端点：fal-ai/wan-t2v（文生视频），fal-ai/wan-i2v（连接了图片时）。',
        },
      },
      {
        node: 'FalWan22VideoNode',
        change: 'changed',
        what: {
          en: 'Aspect ratio now also offers 1:1; Safety checker checks the prompt and image before generating, not the output. The page names the endpoint each mode uses: fal-ai/wan/v2.2-a14b/text-to-video (text to video), fal-ai/wan/v2.2-a14b/image-to-video (with an image connected).',
          zh: 'Aspect ratio 现在还提供 1:1；Safety checker 在生成前检查提示词和图片，而不检查输出。页面注明了每种模式使用的端点：fal-ai/wan/v2.2-a14b/text-to-video（文生视频），fal-ai/wan/v2.2-a14b/image-to-video（连接了图片时）。',
        },
      },
      {
        node: 'RunwayAlephNode',
        change: 'changed',
        what: {
          en: "Aspect ratio: Runway has ignored it since February 2026; the output keeps the size of the source video. The 5-second limit on the source video is now marked as not confirmed by Runway's documentation.",
          zh: 'Aspect ratio：自 2026 年 2 月起 Runway 不再理会这项设置，输出沿用源视频的尺寸。源视频 5 秒的限制现在标注为 Runway 的文档未能证实。',
        },
      },
      {
        node: 'RunwayAlephNode',
        change: 'retired',
        what: {
          en: 'Runway stopped running this model on 2026-06-10. Use Lucy Edit instead.',
          zh: 'Runway 已于 2026-06-10 停止运行这个模型。请改用 Lucy Edit。',
        },
      },
      {
        node: 'RunwayVideoNode',
        change: 'changed',
        what: {
          en: "Gen-3 Alpha Turbo and its sizes 1280:768 and 768:1280 are marked retired (removed from Runway's API on 2026-06-10); use Gen-4 Turbo and its six sizes.",
          zh: 'Gen-3 Alpha Turbo 及其尺寸 1280:768 和 768:1280 标注为已停用（2026-06-10 从 Runway 的 API 中移除）；请使用 Gen-4 Turbo 及其六种尺寸。',
        },
      },
      {
        node: 'Sora2Node',
        change: 'retired',
        what: {
          en: 'OpenAI stopped running this model on 2026-09-24. Use Veo 3 instead.',
          zh: 'OpenAI 已于 2026-09-24 停止运行这个模型。请改用 Veo 3。',
        },
      },
      {
        node: 'FalMmaudioV2Node',
        change: 'changed',
        what: {
          en: 'The prompt input is now required, as fal asks for one; the page no longer says the picture alone can decide the sound.',
          zh: 'prompt 输入现在为必填，因为 fal 要求提供提示词；页面不再说可以只由画面决定声音。',
        },
      },
      {
        node: 'FalMeshyNode',
        change: 'changed',
        what: {
          en: "A/T pose is now a choice of none (default), a-pose or t-pose instead of an on/off switch, as fal's pose_mode setting.",
          zh: 'A/T pose 现在是 none（默认）、a-pose 或 t-pose 三选一，而不是开关，与 fal 的 pose_mode 设置一致。',
        },
      },
    ],
  },
  {
    date: '2026-11-28',
    title: {
      en: 'Every deprecation and retirement links the page that states it',
      zh: '每项弃用和停用都链接到写明它的页面',
    },
    changes: [
      {
        node: 'AnthropicChatNode',
        change: 'changed',
        what: {
          en: "Model: each deprecated or retired model now links Anthropic's model deprecations page, which states its status (checked 2026-11-28).",
          zh: 'Model：每个已弃用或已停用的模型现在都链接到 Anthropic 的模型弃用页面，该页面写明了它的状态（核对于 2026-11-28）。',
        },
      },
      {
        node: 'DeepseekChatNode',
        change: 'changed',
        what: {
          en: "The retirement notice and both retired models now link DeepSeek's announcement of 2026-04-24, which says both model names stop working after 2026-07-24 (checked 2026-11-28).",
          zh: '停用提示和两个已停用的模型现在都链接到 DeepSeek 2026-04-24 的公告，公告写明两个模型名称在 2026-07-24 之后停止工作（核对于 2026-11-28）。',
        },
      },
      {
        node: 'GoogleGenerativeAIChatNode',
        change: 'changed',
        what: {
          en: "Model: gemini-3-pro-preview's retirement now links Google's Gemini API deprecations page (checked 2026-11-28).",
          zh: 'Model：gemini-3-pro-preview 的停用现在链接到 Google 的 Gemini API 弃用页面（核对于 2026-11-28）。',
        },
      },
      {
        node: 'OpenAIChatNode',
        change: 'changed',
        what: {
          en: "Model: the deprecation of gpt-5, gpt-5-mini and gpt-5-nano now links OpenAI's deprecations page (checked 2026-11-28).",
          zh: 'Model：gpt-5、gpt-5-mini 和 gpt-5-nano 的弃用现在链接到 OpenAI 的弃用页面（核对于 2026-11-28）。',
        },
      },
      {
        node: 'OpenRouterChatNode',
        change: 'changed',
        what: {
          en: "Model: each deprecated or retired model links its maker's page: OpenAI's and Anthropic's deprecation pages, and xAI's notice of the May 15, 2026 retirements (checked 2026-11-28).",
          zh: 'Model：每个已弃用或已停用的模型都链接到其开发方的页面：OpenAI 和 Anthropic 的弃用页面，以及 xAI 关于 2026 年 5 月 15 日停用的通知（核对于 2026-11-28）。',
        },
      },
      {
        node: 'OpenAIGPTImageNode',
        change: 'changed',
        what: {
          en: "The retirement notice now links OpenAI's deprecations page (checked 2026-11-28).",
          zh: '停用提示现在链接到 OpenAI 的弃用页面（核对于 2026-11-28）。',
        },
      },
      {
        node: 'FalTopazUpscaleVideoNode',
        change: 'changed',
        what: {
          en: "Model: the deprecated Starlight models link Topaz Labs' model pages, which say each is deprecated and will be retired no sooner than January 1, 2027 (checked 2026-11-28).",
          zh: 'Model：已弃用的 Starlight 模型链接到 Topaz Labs 的模型页面，页面写明每个模型均已弃用，最早于 2027 年 1 月 1 日停用（核对于 2026-11-28）。',
        },
      },
      {
        node: 'RunwayAlephNode',
        change: 'changed',
        what: {
          en: "The retirement notice now links the change to Runway's official SDK that removed gen4_aleph from the API on 2026-06-10 (checked 2026-11-28).",
          zh: '停用提示现在链接到 Runway 官方 SDK 中于 2026-06-10 从 API 移除 gen4_aleph 的变更（核对于 2026-11-28）。',
        },
      },
      {
        node: 'RunwayVideoNode',
        change: 'changed',
        what: {
          en: "Model and Aspect ratio: Gen-3 Alpha Turbo and its two sizes link the change to Runway's official SDK that removed them on 2026-06-10 (checked 2026-11-28).",
          zh: 'Model 和 Aspect ratio：Gen-3 Alpha Turbo 及其两种尺寸链接到 Runway 官方 SDK 中于 2026-06-10 移除它们的变更（核对于 2026-11-28）。',
        },
      },
      {
        node: 'OpenAIChatNode',
        change: 'changed',
        what: {
          en: "Model: gpt-4.1 (the default), gpt-4.1-mini, gpt-4o and gpt-4o-mini are marked deprecated: OpenAI announced on 2026-10-14 that it shuts them down on 2027-01-14 (OpenAI's deprecations page, checked 2026-11-28).",
          zh: 'Model：gpt-4.1（默认）、gpt-4.1-mini、gpt-4o 和 gpt-4o-mini 标记为已弃用：OpenAI 于 2026-10-14 宣布将于 2027-01-14 关停它们（OpenAI 的弃用页面，核对于 2026-11-28）。',
        },
      },
      {
        node: 'FalVeoNode',
        change: 'retired',
        what: {
          en: "Marked reported retired: Google gives June 30, 2026 as the retirement date of Veo 3.0 (veo-3.0-generate-001), the model this node calls, and fal's client library no longer lists fal-ai/veo3 since August 2026; fal has not confirmed it. Use Kling 2.X instead.",
          zh: '标记为据报已停用：Google 给出的 Veo 3.0（veo-3.0-generate-001，本节点调用的模型）停用日期是 2026 年 6 月 30 日，fal 的客户端库自 2026 年 8 月起也不再列出 fal-ai/veo3；fal 尚未证实。请改用 Kling 2.X。',
        },
      },
      {
        node: 'FalSeedanceLiteNode',
        change: 'retired',
        what: {
          en: "Marked reported retired: Krea's API reports that ByteDance discontinued Seedance 1.0 Lite on 2026-04-27, and fal's client library no longer lists its endpoints since August 2026; fal has not confirmed it. Use MiniMax Hailuo 02 instead.",
          zh: '标记为据报已停用：Krea 的 API 报告字节跳动已于 2026-04-27 停止提供 Seedance 1.0 Lite，fal 的客户端库自 2026 年 8 月起也不再列出它的端点；fal 尚未证实。请改用 MiniMax Hailuo 02。',
        },
      },
      {
        node: 'FalPlayaiTtsV3Node',
        change: 'retired',
        what: {
          en: 'Marked reported retired: PlayHT (PlayAI) shut its API down on December 31, 2025, as Inworld and Pipecat report; fal marks its other PlayHT endpoint "no longer supported" and its client library dropped this one in December 2025. Use F5-TTS instead. Voice is marked required: the endpoint needs one and has no default.',
          zh: '标记为据报已停用：据 Inworld 和 Pipecat 报告，PlayHT（PlayAI）已于 2025 年 12 月 31 日关闭其 API；fal 将它的另一个 PlayHT 端点标为“不再支持”，其客户端库也在 2025 年 12 月移除了这个端点。请改用 F5-TTS。Voice 标为必填：该端点需要它，且没有默认值。',
        },
      },
      {
        node: 'FalPlayaiTtsDialogNode',
        change: 'retired',
        what: {
          en: "Marked reported retired: PlayHT (PlayAI) shut its API down on December 31, 2025, as Inworld and Pipecat report; fal's client library dropped this endpoint in December 2025. Use F5-TTS instead, one voice per node.",
          zh: '标记为据报已停用：据 Inworld 和 Pipecat 报告，PlayHT（PlayAI）已于 2025 年 12 月 31 日关闭其 API；fal 的客户端库也在 2025 年 12 月移除了这个端点。请改用 F5-TTS，每个节点一个声音。',
        },
      },
      {
        node: 'GroqChatNode',
        change: 'changed',
        what: {
          en: "Model: llama-3.3-70b-versatile (the default) is marked retired: Groq shut it down on 2026-08-16 for free and developer accounts and names openai/gpt-oss-120b instead (Groq's deprecations page, checked 2026-11-28).",
          zh: 'Model：llama-3.3-70b-versatile（默认）标记为已停用：Groq 已于 2026-08-16 对免费和开发者账户关停它，并推荐改用 openai/gpt-oss-120b（Groq 的弃用页面，核对于 2026-11-28）。',
        },
      },
      {
        node: 'PerplexityChatNode',
        change: 'retired',
        what: {
          en: "Marked reported retired: Perplexity supported the Sonar chat completions API, which this node calls, until 2026-09-27 and moved Sonar to its Agent API, as SDK makers quote Perplexity's docs; calls since answer 403. Perplexity's own stored pages still call the API supported, so the status is reported, not confirmed.",
          zh: '标记为据报已停用：据 SDK 开发方引用的 Perplexity 文档，本节点调用的 Sonar 对话补全 API 只支持到 2026-09-27，Sonar 已移至 Agent API；此后的调用返回 403。Perplexity 自己存档的页面仍称该 API 受支持，所以这一状态是据报，尚未证实。',
        },
      },
      {
        node: 'Sora2Node',
        change: 'changed',
        what: {
          en: "The retirement notice links OpenAI's Sora 2 model page and names Kling 2.X as the node to use instead of Veo 3: Google gives June 30, 2026 as the retirement date of Veo 3.0, the model behind Veo 3, which fal has not confirmed.",
          zh: '停用提示链接到 OpenAI 的 Sora 2 模型页面，并改为推荐 Kling 2.X 而不是 Veo 3：Google 给出的 Veo 3.0（Veo 3 节点所用的模型）停用日期是 2026 年 6 月 30 日，fal 尚未证实。',
        },
      },
      {
        node: 'FalF5TtsNode',
        change: 'changed',
        what: {
          en: "Model is marked required: fal's endpoint needs F5-TTS or E2-TTS and has no default. The example flows set it.",
          zh: 'Model 标为必填：fal 的端点需要选择 F5-TTS 或 E2-TTS，且没有默认值。示例流程已设置它。',
        },
      },
      {
        node: 'FalMoondreamDetectionNode',
        change: 'changed',
        what: {
          en: "Detection type is marked required: fal's endpoint needs one and has no default. The example flow sets points.",
          zh: 'Detection type 标为必填：fal 的端点需要它，且没有默认值。示例流程设为 points。',
        },
      },
      {
        node: 'AnthropicChatNode',
        change: 'changed',
        what: {
          en: "Model: claude-sonnet-4-5, the default, shows the day Anthropic's page says it stops running: 2026-11-30. Choose another model before then.",
          zh: 'Model：默认模型 claude-sonnet-4-5 标出了 Anthropic 页面写明的停止运行日期：2026-11-30。请在此之前改选其他模型。',
        },
      },
      {
        node: 'GoogleGenerativeAIChatNode',
        change: 'changed',
        what: {
          en: "Model: gemini-2.5-flash, the default, is marked deprecated: Google's deprecations page says it stops running on 2026-12-01 (it gives no announcement date).",
          zh: 'Model：默认模型 gemini-2.5-flash 标为已弃用：Google 的弃用页面写明它将于 2026-12-01 停止运行（未给出宣布日期）。',
        },
      },
      {
        node: 'FalGeminiImageNode',
        change: 'changed',
        what: {
          en: "The figures no longer give an output size of about 1 megapixel (1024x1024 at 1:1) or say that every image carries Google's SynthID watermark: fal's documentation confirms neither. The page now says fal does not document the output size or a watermark.",
          zh: '数据要点不再给出约 100 万像素（1:1 时为 1024x1024）的输出尺寸，也不再说每张图都带有 Google 的 SynthID 水印：fal 的文档对两者都未证实。页面现在注明 fal 没有说明输出尺寸，也没有说明是否带有水印。',
        },
      },
      {
        node: 'FalSeedreamNode',
        change: 'changed',
        what: {
          en: 'Image size and the figure now give 2048x2048 as the size of a new image from text only; Image size says fal does not document the size of an edit with Image size left empty.',
          zh: 'Image size 和数据要点现在只把 2048x2048 作为文生图的尺寸；Image size 注明，未设置 Image size 时，fal 没有说明编辑结果的尺寸。',
        },
      },
      {
        node: 'FalKlingVideoNode',
        change: 'changed',
        what: {
          en: "The figure and the page no longer say that clips render at 720p: fal's documentation does not confirm the output resolution.",
          zh: '数据要点和页面不再说视频以 720p 渲染：fal 的文档未证实输出分辨率。',
        },
      },
      {
        node: 'FalKling21VideoNode',
        change: 'changed',
        what: {
          en: "The figure giving each variant's resolution (720p for 2.1 Standard, 1080p for the others) is removed, and the page's variant table no longer has a Resolution column: fal's documentation does not confirm them. The page says so.",
          zh: '删除了给出各版本分辨率（2.1 Standard 为 720p，其他为 1080p）的数据要点，页面的版本表格也不再有分辨率一栏：fal 的文档未证实这些分辨率。页面已注明。',
        },
      },
      {
        node: 'FalLatentSyncNode',
        change: 'changed',
        what: {
          en: "The video output no longer says that the audio becomes its soundtrack: fal's documentation does not confirm it. The page says fal does not document it.",
          zh: 'video 输出的说明不再说该音频会成为视频的音轨：fal 的文档未证实这一点。页面注明 fal 没有说明这一点。',
        },
      },
      {
        node: 'FalViduReferenceNode',
        change: 'changed',
        what: {
          en: "The figures no longer say that clips are 4 seconds long or that one to three reference images are accepted: fal's documentation confirms neither. The page says fal does not document them.",
          zh: '数据要点不再说片段长 4 秒，也不再说可接受 1 到 3 张参考图：fal 的文档对两者都未证实。页面注明 fal 没有说明这两点。',
        },
      },
      {
        node: 'FalMoondreamNextNode',
        change: 'changed',
        what: {
          en: "prompt no longer says it is not needed for captions: fal's schema lists a prompt as required for both tasks, and the input now says so. The page's example flow tells you to connect one if the caption run asks for it.",
          zh: 'prompt 的说明不再说生成说明时不需要它：fal 的 schema 把提示词列为两种任务的必填项，输入说明现在也这样写。页面的示例流程提示：如果生成说明时提示缺少提示词，就连接一个。',
        },
      },
      {
        node: 'FalPlayaiTtsV3Node',
        change: 'changed',
        what: {
          en: "The summary and the figures no longer say that preset voices cover more than 20 languages besides English or that most come in Conversational and Narrative variants: fal's documentation confirms neither. The page says so.",
          zh: '简介和数据要点不再说预设音色涵盖英语之外的 20 多种语言，也不再说大多数有 Conversational 和 Narrative 两个版本：fal 的文档对两者都未证实。页面已注明。',
        },
      },
      {
        node: 'RunwayAlephNode',
        change: 'changed',
        what: {
          en: "The figure saying that Runway uses only the first 5 seconds of the source video is removed: Runway's documentation does not confirm it. The page says Runway does not document a length limit.",
          zh: '删除了“Runway 只使用源视频的前 5 秒”这条数据要点：Runway 的文档未证实这一点。页面注明 Runway 没有说明时长上限。',
        },
      },
      {
        node: 'MistralChatNode',
        change: 'changed',
        what: {
          en: "The figure 'Mistral Medium reads up to 128K tokens of input' is removed, and the page's model table no longer gives mistral-medium-latest a 128K-token context: Mistral's documentation does not confirm which model that name points to today.",
          zh: '删除了“Mistral Medium 能读取最多 128K token 的输入”这条数据要点，页面的模型表格也不再给出 mistral-medium-latest 的 128K token 上下文：Mistral 的文档未证实这个名称目前指向哪个模型。',
        },
      },
      {
        node: 'OpenAIChatNode',
        change: 'changed',
        what: {
          en: "The note on what OpenAI's documentation does not confirm no longer includes the GPT-4.1 and GPT-4o deprecation, which now links OpenAI's deprecations page; it still says that whether o3, o4-mini and gpt-4.1-nano run could not be confirmed.",
          zh: '关于 OpenAI 文档未证实内容的说明不再包括 GPT-4.1 和 GPT-4o 的弃用，这项弃用现在链接到 OpenAI 的弃用页面；说明仍注明无法确认 o3、o4-mini 和 gpt-4.1-nano 是否仍可使用。',
        },
      },
      {
        node: 'OpenAIChatNode',
        change: 'changed',
        what: {
          en: "Model: gpt-4.1 (the default), gpt-4.1-mini, gpt-4o and gpt-4o-mini show the day OpenAI's deprecations page says they stop running: 2027-01-14.",
          zh: 'Model：gpt-4.1（默认模型）、gpt-4.1-mini、gpt-4o 和 gpt-4o-mini 标出了 OpenAI 弃用页面写明的停止运行日期：2027-01-14。',
        },
      },
    ],
  },
];
/** Every change with its release's date, oldest first. */
export const HISTORY: HistoryEntry[] = RELEASES.flatMap((release) =>
  release.changes.map((change) => ({ ...change, date: release.date })),
);

/** One node's changes, newest first. */
export function historyOf(id: string): HistoryEntry[] {
  return HISTORY.filter((entry) => entry.node === id).reverse();
}
