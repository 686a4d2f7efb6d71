import type { NodeTranslations } from '../translation';

/** Chinese text of the chat nodes (data/nodes/chat.ts); names, types and values come from there. */

const prompt = '你要问模型的问题、给它的指令，或要它改写的文本。';
const system = '作为系统提示词发送的固定指令：角色、语气、篇幅和输出格式。';
const reply = '模型的回复。';

const temperature = '值越低，回答越集中、越稳定；值越高，回答越多样。';
const maxTokens = '模型回复的最大长度，以 token 计。允许的上限取决于模型。';
const topP = '只在可能性最高的候选词中选词。此项与 Temperature 只调其一，不要同时改。';

export default {
  AnthropicChatNode: {
    summary: '把提示词（可附带图片）发给 Anthropic 的 Claude，并以文本输出回复。',
    inputs: {
      prompt,
      system,
      image: '与提示词一起交给 Claude 查看的图片，例如需要它描述的参考图。',
    },
    outputs: { text: reply },
    properties: {
      Model:
        '由哪个 Claude 模型回答。Sonnet 兼顾质量与速度，Opus 能力最强，Haiku 速度最快。Anthropic 已弃用默认模型 claude-sonnet-4-5，并将于 2026 年 11 月 30 日停用它；claude-opus-4-1 和 claude-sonnet-4-0 已停用，不再响应请求。',
      Temperature: `${temperature}开启 Extended thinking 时不生效。`,
      'Max tokens': 'Claude 回复的最大长度，以 token 计。允许的上限取决于模型。',
      'Extended thinking': '让 Claude 先逐步推理再作答。处理难题效果更好，但更慢，也更耗 token。',
      'Thinking budget': '开启 Extended thinking 时，Claude 最多可用于思考的 token 数。必须小于 Max tokens。',
    },
    figures: ['列出的每个模型都能读取最多 200K token 的输入。', '除文本外也接受图片。'],
    aliases: ['大语言模型', '对话模型', '聊天', 'AI 助手', '识图', '提示词助手'],
  },
  CohereChatNode: {
    summary: '把提示词发给 Cohere 的 Command 模型，并以文本输出回复；擅长多语言写作。',
    inputs: { prompt, system },
    outputs: { text: reply },
    properties: {
      Model:
        '由哪个 Command 模型回答。Command A 能力最强，Command A Reasoning 会先思考再作答，Command R7B 体积最小、速度最快。',
      Temperature: temperature,
      'Max tokens': '模型回复的最大长度，以 token 计。留空则使用模型自身的上限。',
      Seed: '固定种子后，Cohere 会尽量对相同输入给出相同回答；留空则每次运行都得到新回答。',
      'Safety mode': 'contextual 在上下文合适时允许虚构情节和成人题材；strict 完全回避敏感话题。',
    },
    figures: ['Command A 和 Command A Reasoning 能读取最多 256K token 的输入。'],
    aliases: ['多语言', '翻译', '大语言模型', '对话模型', '聊天'],
  },
  DeepseekChatNode: {
    summary: '把提示词发给 DeepSeek 的对话模型或推理模型，并以文本输出回复。',
    inputs: { prompt, system },
    outputs: { text: reply },
    properties: {
      Model:
        'deepseek-chat 曾直接作答；deepseek-reasoner 曾先逐步思考再作答。DeepSeek 已于 2026 年 7 月 24 日停用这两个模型名称（包括默认模型），使用它们的请求现在都会失败。',
      Temperature: 'DeepSeek 建议：代码和数学用 0，对话和翻译用 1.3，创意写作用 1.5。对 deepseek-reasoner 不起作用。',
      'Max tokens': maxTokens,
    },
    figures: ['DeepSeek 已于 2026 年 7 月 24 日停用这两个模型名称。', '仅支持文本，没有图片输入。'],
    aliases: ['深度求索', '推理模型', '深度思考', '大语言模型', '对话模型'],
  },
  GoogleGenerativeAIChatNode: {
    summary: '把提示词（可附带图片）发给 Google 的 Gemini 模型，并以文本输出回复。',
    inputs: {
      prompt,
      system,
      image: '与提示词一起交给 Gemini 查看的图片，例如需要它描述的画面帧或参考图。',
    },
    outputs: { text: reply },
    properties: {
      Model:
        '由哪个 Gemini 模型回答。Flash 速度快，Flash-Lite 最便宜、最快，Pro 推理能力最强。预览版模型可能会变动；Google 已于 2026 年 3 月 9 日停用 gemini-3-pro-preview。',
      Temperature: `${temperature}Google 建议 Gemini 3 模型保持为 1。`,
      'Max tokens': 'Gemini 回复的最大长度，以 token 计。对于会思考的模型，思考过程也计入其中。',
      'Top P': topP,
    },
    figures: ['Gemini 2.5 Pro 和 Flash 能读取约 100 万 token 的输入。', '除文本外也接受图片。'],
    aliases: ['谷歌', '长上下文', '识图', '大语言模型', '对话模型'],
    unconfirmed: 'Google 的弃用页面曾列出 gemini-2.5-flash 和 gemini-2.5-pro 的停用日期，但无法确认它们目前的状态。',
  },
  GroqChatNode: {
    summary: '在 Groq 上运行 Llama、GPT-OSS 等开源模型，回复速度极快，并以文本输出回复。',
    inputs: {
      prompt,
      system,
      image: '与提示词一起查看的图片。只有 Llama 4 Scout 能读取图片，其他模型只接受文本。',
    },
    outputs: { text: reply },
    properties: {
      Model:
        'Groq 运行哪个开源模型。Llama 3.1 8B 速度最快，GPT-OSS 120B 推理能力最强，Llama 4 Scout（预览版模型）能读取图片。',
      Temperature: temperature,
      'Max tokens': maxTokens,
      Seed: '固定种子后，Groq 会尽量对相同输入给出相同回答；留空则每次运行都得到新回答。',
      'Reasoning effort': '仅适用于 GPT-OSS 模型：模型作答前思考多久。越高越慢，处理难题效果越好。',
    },
    figures: ['Groq 的正式版模型能读取最多 131,072 token 的输入。'],
    aliases: ['开源模型', '快速推理', '大语言模型', '对话模型', '聊天'],
    unconfirmed: '无法在 Groq 的文档中确认 Groq 是否仍在运行列表中的 Llama 模型。',
  },
  MistralChatNode: {
    summary: '把提示词（可附带图片）发给 Mistral AI 的模型，并以文本输出回复。',
    inputs: {
      prompt,
      system,
      image: '与提示词一起查看的图片。只有具备视觉能力的模型能读取；请查阅 Mistral 的模型概览。',
    },
    outputs: { text: reply },
    properties: {
      Model: '由哪个 Mistral 模型回答。Magistral 模型会先逐步推理再作答；Ministral 体积最小、速度最快。',
      Temperature: '值越低，回答越集中；值越高，回答越多样。Mistral 建议取 0 到 0.7。留空则使用模型默认值。',
      'Max tokens': '模型回复的最大长度，以 token 计。',
      'Top P': topP,
      Seed: '固定种子可让相同输入得到相同回答；留空则每次运行都得到新回答。',
      'Safe prompt': '在你的提示词前加上 Mistral 的安全指令，让模型避开有害内容。',
    },
    figures: [],
    aliases: ['推理模型', '大语言模型', '对话模型', '聊天'],
    unconfirmed:
      '无法在 Mistral 的文档中确认 mistral-medium-latest 目前指向哪个模型，因而也无法确认它是否仍最多读取 128K token。',
  },
  OpenAIChatNode: {
    summary: '把提示词（可附带图片）发给 OpenAI 的 GPT 模型，并以文本输出回复。',
    inputs: {
      prompt,
      system,
      image: '与提示词一起交给模型查看的图片，例如需要它描述或点评的参考图。',
    },
    outputs: { text: reply },
    properties: {
      Model:
        '由哪个 GPT 模型回答。GPT-4.1 和 GPT-4o 直接作答；GPT-5 系列、o3 和 o4-mini 会先推理再作答。OpenAI 已弃用 gpt-5、gpt-5-mini 和 gpt-5-nano，并将于 2026 年 12 月 11 日停用它们。',
      Temperature: `仅适用于 GPT-4.1 和 GPT-4o：${temperature}`,
      'Max tokens': '模型回复的最大长度，以 token 计。对于推理模型，也包括不可见的推理过程。',
      'Reasoning effort': '仅适用于 GPT-5 系列、o3 和 o4-mini：模型作答前思考的深度。留空则使用模型默认值。',
    },
    figures: [
      'GPT-4.1 系列能读取约 100 万 token 的输入；GPT-5 系列的上下文窗口为 400K token。',
      '除文本外也接受图片。',
    ],
    aliases: ['大语言模型', '对话模型', '推理模型', '识图', '提示词助手'],
    unconfirmed: '无法在 OpenAI 的弃用页面上确认 o3、o4-mini 和 gpt-4.1-nano 是否仍可使用。',
  },
  OpenRouterChatNode: {
    summary: '用一个 OpenRouter 密钥，把提示词发给众多厂商的数百个对话模型中的任意一个，并输出回复。',
    inputs: {
      prompt,
      system,
      image: '与提示词一起查看的图片。只有接受图片输入的模型能读取。',
    },
    outputs: { text: reply },
    properties: {
      Model:
        '精选的热门模型，命名格式为 vendor/model。openrouter/auto 让 OpenRouter 为每条提示词自动选择模型。xAI 已于 2026 年 5 月 15 日停用 Grok 4（x-ai/grok-4）；OpenAI 和 Anthropic 已弃用 GPT-5 和 Claude Sonnet 4.5。',
      'Custom model':
        'openrouter.ai/models 上的其他任意模型 id，例如 moonshotai/kimi-k2。填写后会取代 Model 中的选择。',
      Temperature: `${temperature}部分模型会忽略此项。`,
      'Max tokens': maxTokens,
      'Top P': topP,
      Seed: '固定种子以请求对相同输入给出相同回答；只有部分模型支持。',
    },
    figures: ['一个密钥即可调用 OpenAI、Anthropic、Google、Meta、Mistral、DeepSeek、xAI、Qwen 等厂商的模型。'],
    aliases: ['模型路由', '任意模型', '通义千问', '大语言模型', '对话模型'],
    unconfirmed: '无法在 OpenRouter 的网站上确认它是否仍提供精选列表中的每个模型。',
  },
  PerplexityChatNode: {
    summary: '用 Perplexity 的 Sonar 模型回答提示词：先联网搜索，再给出答案并注明来源。',
    inputs: {
      prompt,
      system,
      image: '要提问的图片，例如需要识别的商品照片或需要解读的图表。',
    },
    outputs: { text: '带编号引用标记的答案，后附来源链接列表。' },
    properties: {
      Model:
        'Sonar 速度快，Sonar Pro 搜索更深入，Sonar Reasoning Pro 会逐步推理，Sonar Deep Research 撰写长篇报告，可能耗时数分钟。',
      Temperature: '值越低，越贴近来源原文；值越高，措辞越多样。',
      'Max tokens': '模型回答的最大长度，以 token 计。',
      'Search recency': '只使用在此时间范围内发布的来源。适合新闻和变化快的内容。',
      'Search mode':
        'academic 优先使用学术和同行评审来源，而非一般网页；sec 搜索美国 SEC（证券交易委员会）的申报文件。',
      'Search context size':
        '模型作答前读取多少检索到的网页内容。越高越全面，每次请求的费用也越高；留空则使用 Perplexity 的默认值。',
      'Domain filter':
        '要搜索的域名，最多 20 个，用英文逗号分隔，例如“nature.com, arxiv.org”。在域名前加减号则改为排除该域名。',
    },
    figures: ['每个答案都基于实时联网搜索，并列出来源。', 'Sonar Deep Research 每个答案可能需要几分钟。'],
    aliases: ['联网搜索', 'AI 搜索', '引用来源', '深度研究', '事实核查', '大语言模型'],
  },
} satisfies NodeTranslations;
