import type { NodeEntry } from './schema';

/** Chat nodes: send text (and, for some models, images) to a language model and output its reply. */

/** The providers' deprecation pages the Model options' lifecycles cite, with the day they were last compared. */
const ANTHROPIC_DEPRECATIONS = {
  url: 'https://platform.claude.com/docs/en/about-claude/model-deprecations',
  checked: '2026-11-28',
};
const OPENAI_DEPRECATIONS = { url: 'https://developers.openai.com/api/docs/deprecations', checked: '2026-11-28' };
const GOOGLE_DEPRECATIONS = { url: 'https://ai.google.dev/gemini-api/docs/deprecations', checked: '2026-11-28' };

const prompt = {
  name: 'prompt',
  type: 'text',
  required: true,
  description: 'What you ask or tell the model: a question, an instruction, or text to rewrite.',
} as const;

const system = {
  name: 'system',
  type: 'text',
  required: false,
  description: 'Standing instructions sent as the system prompt: role, tone, length and output format.',
} as const;

const reply = { name: 'text', type: 'text', description: "The model's reply." } as const;

export default [
  {
    id: 'AnthropicChatNode',
    name: 'Claude',
    category: 'chat',
    kind: 'executable',
    provider: 'anthropic',
    vendor: 'Anthropic',
    model: 'claude-sonnet-4-5',
    summary: "Sends your prompt, and optionally images, to Anthropic's Claude and outputs the reply as text.",
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description: 'Images for Claude to look at together with the prompt, such as a reference to describe.',
      },
    ],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'claude-sonnet-4-5',
        options: ['claude-sonnet-4-5', 'claude-opus-4-5', 'claude-haiku-4-5', 'claude-opus-4-1', 'claude-sonnet-4-0'],
        deprecatedOptions: {
          'claude-sonnet-4-5': {
            status: 'deprecated',
            date: '2026-09-30',
            shutdown: '2026-11-30',
            source: ANTHROPIC_DEPRECATIONS,
          },
          'claude-opus-4-1': {
            status: 'retired',
            date: '2026-08-05',
            source: ANTHROPIC_DEPRECATIONS,
          },
          'claude-sonnet-4-0': {
            status: 'retired',
            date: '2026-06-15',
            source: ANTHROPIC_DEPRECATIONS,
          },
        },
        description:
          'Which Claude model answers. Sonnet balances quality and speed, Opus is the most capable, Haiku the fastest. Anthropic has deprecated the default, claude-sonnet-4-5, and retires it on November 30, 2026; claude-opus-4-1 and claude-sonnet-4-0 are retired and no longer answer.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 1,
        min: 0,
        max: 1,
        step: 0.05,
        description:
          'Lower values give focused, repeatable answers; higher values more varied ones. Not used while extended thinking is on.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description: 'The longest reply Claude may write, in tokens. The highest allowed value depends on the model.',
      },
      {
        name: 'Extended thinking',
        type: 'boolean',
        default: false,
        description:
          'Lets Claude reason step by step before it answers. Better on hard tasks, slower, and it uses more tokens.',
      },
      {
        name: 'Thinking budget',
        type: 'integer',
        min: 1024,
        description:
          'With extended thinking on: how many tokens Claude may spend thinking. Must be lower than Max tokens.',
      },
    ],
    figures: ['Every listed model reads up to 200K tokens of input.', 'Accepts images as well as text.'],
    aliases: [
      'claude',
      'anthropic',
      'claude sonnet',
      'claude opus',
      'claude haiku',
      'sonnet 4.5',
      'llm',
      'chat',
      'prompt writer',
    ],
    since: 'v1',
    source: { checked: '2026-11-27', docs: [{ url: 'https://platform.claude.com/docs/en/api/messages' }] },
  },
  {
    id: 'CohereChatNode',
    name: 'Command',
    category: 'chat',
    kind: 'executable',
    provider: 'cohere',
    vendor: 'Cohere',
    model: 'command-a-03-2025',
    summary:
      "Sends your prompt to Cohere's Command models and outputs the reply as text; strong at multilingual writing.",
    inputs: [prompt, system],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'command-a-03-2025',
        options: [
          'command-a-03-2025',
          'command-a-reasoning-08-2025',
          'command-r-plus-08-2024',
          'command-r-08-2024',
          'command-r7b-12-2024',
        ],
        description:
          'Which Command model answers. Command A is the most capable, Command A Reasoning thinks before it answers, Command R7B is the smallest and fastest.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 0.3,
        min: 0,
        step: 0.05,
        description: 'Lower values give focused, repeatable answers; higher values more varied ones.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description:
          "The longest reply the model may write, in tokens. Leave it empty to allow the model's own maximum.",
      },
      {
        name: 'Seed',
        type: 'integer',
        description:
          'Fix it to make Cohere try to give the same answer to the same inputs; leave it empty for a fresh answer each run.',
      },
      {
        name: 'Safety mode',
        type: 'enum',
        default: 'contextual',
        options: ['contextual', 'strict'],
        description:
          'Contextual allows fiction and mature themes where the context fits; strict avoids sensitive topics altogether.',
      },
    ],
    figures: ['Command A and Command A Reasoning read up to 256K tokens of input.'],
    aliases: [
      'cohere',
      'command',
      'command a',
      'command r',
      'command r+',
      'multilingual',
      'translation',
      'llm',
      'chat',
    ],
    since: 'v1',
    source: { checked: '2026-11-27', docs: [{ url: 'https://docs.cohere.com/reference/chat' }] },
  },
  {
    id: 'DeepseekChatNode',
    name: 'DeepSeek',
    category: 'chat',
    kind: 'executable',
    provider: 'deepseek',
    vendor: 'DeepSeek',
    model: 'deepseek-chat',
    summary: "Sends your prompt to DeepSeek's chat or reasoning model and outputs the reply as text.",
    inputs: [prompt, system],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'deepseek-chat',
        options: ['deepseek-chat', 'deepseek-reasoner'],
        deprecatedOptions: {
          'deepseek-chat': {
            status: 'retired',
            date: '2026-07-24',
            source: { url: 'https://api-docs.deepseek.com/news/news260424', checked: '2026-11-28' },
          },
          'deepseek-reasoner': {
            status: 'retired',
            date: '2026-07-24',
            source: { url: 'https://api-docs.deepseek.com/news/news260424', checked: '2026-11-28' },
          },
        },
        description:
          'deepseek-chat answered directly; deepseek-reasoner thought step by step first. DeepSeek retired both model names, the default included, on July 24, 2026, so requests with either now fail.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 1,
        min: 0,
        max: 2,
        step: 0.1,
        description:
          'DeepSeek suggests 0 for code and maths, 1.3 for conversation and translation, 1.5 for creative writing. No effect on deepseek-reasoner.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description:
          'The longest reply the model may write, in tokens. The highest allowed value depends on the model.',
      },
    ],
    figures: ['DeepSeek retired both model names on July 24, 2026.', 'Text only: no image input.'],
    aliases: ['deepseek', 'deepseek chat', 'deepseek reasoner', 'deepseek v3', 'r1', 'reasoning', 'llm', 'chat'],
    since: 'v1',
    source: { checked: '2026-11-27', docs: [{ url: 'https://api-docs.deepseek.com/' }] },
    lifecycle: {
      status: 'retired',
      date: '2026-07-24',
      source: { url: 'https://api-docs.deepseek.com/news/news260424', checked: '2026-11-28' },
    },
  },
  {
    id: 'GoogleGenerativeAIChatNode',
    name: 'Gemini',
    category: 'chat',
    kind: 'executable',
    provider: 'google',
    vendor: 'Google',
    model: 'gemini-2.5-flash',
    summary: "Sends your prompt, and optionally images, to Google's Gemini models and outputs the reply as text.",
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description: 'Images for Gemini to look at together with the prompt, such as frames or references to describe.',
      },
    ],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'gemini-2.5-flash',
        options: [
          'gemini-2.5-flash',
          'gemini-2.5-pro',
          'gemini-2.5-flash-lite',
          'gemini-3-pro-preview',
          'gemini-3-flash-preview',
        ],
        deprecatedOptions: {
          'gemini-2.5-flash': {
            status: 'deprecated',
            shutdown: '2026-12-01',
            source: GOOGLE_DEPRECATIONS,
          },
          'gemini-3-pro-preview': {
            status: 'retired',
            date: '2026-03-09',
            source: GOOGLE_DEPRECATIONS,
          },
        },
        description:
          'Which Gemini model answers. Flash is fast, Flash-Lite the cheapest and quickest, Pro the strongest at reasoning. Preview models can change; Google shut down gemini-3-pro-preview on March 9, 2026.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 1,
        min: 0,
        max: 2,
        step: 0.05,
        description:
          'Lower values give focused, repeatable answers; higher values more varied ones. Google recommends keeping Gemini 3 models at 1.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description:
          'The longest reply Gemini may write, in tokens. Thinking also counts towards it on models that think.',
      },
      {
        name: 'Top P',
        type: 'number',
        min: 0,
        max: 1,
        step: 0.01,
        description: 'Limits word choice to the most likely options. Change this or Temperature, not both.',
      },
    ],
    figures: [
      'Gemini 2.5 Pro and Flash read up to about 1 million tokens of input.',
      'Accepts images as well as text.',
    ],
    aliases: [
      'gemini',
      'google',
      'gemini 2.5',
      'gemini pro',
      'gemini flash',
      'gemini 3',
      'long context',
      'llm',
      'chat',
    ],
    since: 'v1',
    source: {
      checked: '2026-11-27',
      docs: [{ url: 'https://ai.google.dev/api/generate-content' }],
      unconfirmed:
        "Google's deprecations page has listed shutdown dates for gemini-2.5-flash and gemini-2.5-pro, but their current status could not be confirmed.",
    },
  },
  {
    id: 'GroqChatNode',
    name: 'Groq',
    category: 'chat',
    kind: 'executable',
    provider: 'groq',
    vendor: 'Meta, OpenAI',
    model: 'llama-3.3-70b-versatile',
    summary: 'Runs open models such as Llama and GPT-OSS on Groq for very fast replies, and outputs the reply as text.',
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description:
          'Images to look at with the prompt. Only Llama 4 Scout reads them; the other models need text only.',
      },
    ],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'llama-3.3-70b-versatile',
        options: [
          'llama-3.3-70b-versatile',
          'llama-3.1-8b-instant',
          'openai/gpt-oss-120b',
          'openai/gpt-oss-20b',
          'meta-llama/llama-4-scout-17b-16e-instruct',
        ],
        deprecatedOptions: {
          'llama-3.3-70b-versatile': {
            status: 'retired',
            date: '2026-08-16',
            replacement: 'openai/gpt-oss-120b',
            source: { url: 'https://console.groq.com/docs/deprecations', checked: '2026-11-28' },
          },
        },
        description:
          'Which open model Groq runs. Llama 3.1 8B is the fastest, GPT-OSS 120B the strongest at reasoning, Llama 4 Scout (a preview model) reads images.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 1,
        min: 0,
        max: 2,
        step: 0.05,
        description: 'Lower values give focused, repeatable answers; higher values more varied ones.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description:
          'The longest reply the model may write, in tokens. The highest allowed value depends on the model.',
      },
      {
        name: 'Seed',
        type: 'integer',
        description:
          'Fix it to make Groq try to give the same answer to the same inputs; leave it empty for a fresh answer each run.',
      },
      {
        name: 'Reasoning effort',
        type: 'enum',
        options: ['low', 'medium', 'high'],
        description:
          'GPT-OSS models only: how long the model thinks before it answers. Higher is slower and better on hard tasks.',
      },
    ],
    figures: ["Groq's production models read up to 131,072 tokens of input."],
    aliases: ['groq', 'llama', 'llama 3.3', 'llama 4', 'gpt-oss', 'open source model', 'fast', 'llm', 'chat'],
    since: 'v1',
    source: {
      checked: '2026-11-27',
      docs: [{ url: 'https://console.groq.com/docs/api-reference#chat-create' }],
      unconfirmed:
        "Whether Groq still runs the Llama models in the list could not be confirmed on Groq's documentation.",
    },
  },
  {
    id: 'MistralChatNode',
    name: 'Mistral',
    category: 'chat',
    kind: 'executable',
    provider: 'mistral',
    vendor: 'Mistral AI',
    model: 'mistral-medium-latest',
    summary: "Sends your prompt, and optionally images, to Mistral AI's models and outputs the reply as text.",
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description:
          "Images to look at with the prompt. Only models with vision read them; check Mistral's model overview.",
      },
    ],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'mistral-medium-latest',
        options: [
          'mistral-medium-latest',
          'mistral-large-latest',
          'mistral-small-latest',
          'magistral-medium-latest',
          'magistral-small-latest',
          'ministral-8b-latest',
        ],
        description:
          'Which Mistral model answers. Magistral models reason step by step before answering; Ministral is the smallest and quickest.',
      },
      {
        name: 'Temperature',
        type: 'number',
        min: 0,
        step: 0.05,
        description:
          "Lower values give focused answers; higher values more varied ones. Mistral recommends 0 to 0.7. Empty uses the model's default.",
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description: 'The longest reply the model may write, in tokens.',
      },
      {
        name: 'Top P',
        type: 'number',
        default: 1,
        min: 0,
        max: 1,
        step: 0.01,
        description: 'Limits word choice to the most likely options. Change this or Temperature, not both.',
      },
      {
        name: 'Seed',
        type: 'integer',
        description: 'Fix it to get the same answer to the same inputs; leave it empty for a fresh answer each run.',
      },
      {
        name: 'Safe prompt',
        type: 'boolean',
        default: false,
        description:
          "Adds Mistral's safety instructions before your prompt, so the model steers away from harmful content.",
      },
    ],
    figures: [],
    aliases: [
      'mistral',
      'mistral ai',
      'mistral large',
      'mistral medium',
      'mistral small',
      'magistral',
      'ministral',
      'llm',
      'chat',
    ],
    since: 'v1',
    source: {
      checked: '2026-11-27',
      docs: [{ url: 'https://docs.mistral.ai/api/' }],
      unconfirmed:
        "Which model mistral-medium-latest points to today, and so whether it still reads up to 128K tokens, could not be confirmed on Mistral's documentation.",
    },
  },
  {
    id: 'OpenAIChatNode',
    name: 'GPT',
    category: 'chat',
    kind: 'executable',
    provider: 'openai',
    vendor: 'OpenAI',
    model: 'gpt-4.1',
    summary: "Sends your prompt, and optionally images, to OpenAI's GPT models and outputs the reply as text.",
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description:
          'Images for the model to look at together with the prompt, such as a reference to describe or critique.',
      },
    ],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'gpt-4.1',
        options: [
          'gpt-4.1',
          'gpt-4.1-mini',
          'gpt-4.1-nano',
          'gpt-4o',
          'gpt-4o-mini',
          'gpt-5.1',
          'gpt-5',
          'gpt-5-mini',
          'gpt-5-nano',
          'o3',
          'o4-mini',
        ],
        deprecatedOptions: {
          'gpt-4.1': {
            status: 'deprecated',
            date: '2026-10-14',
            shutdown: '2027-01-14',
            source: OPENAI_DEPRECATIONS,
          },
          'gpt-4.1-mini': {
            status: 'deprecated',
            date: '2026-10-14',
            shutdown: '2027-01-14',
            source: OPENAI_DEPRECATIONS,
          },
          'gpt-4o': {
            status: 'deprecated',
            date: '2026-10-14',
            shutdown: '2027-01-14',
            source: OPENAI_DEPRECATIONS,
          },
          'gpt-4o-mini': {
            status: 'deprecated',
            date: '2026-10-14',
            shutdown: '2027-01-14',
            source: OPENAI_DEPRECATIONS,
          },
          'gpt-5': {
            status: 'deprecated',
            date: '2026-06-11',
            source: OPENAI_DEPRECATIONS,
          },
          'gpt-5-mini': {
            status: 'deprecated',
            date: '2026-06-11',
            source: OPENAI_DEPRECATIONS,
          },
          'gpt-5-nano': {
            status: 'deprecated',
            date: '2026-06-11',
            source: OPENAI_DEPRECATIONS,
          },
        },
        description:
          'Which GPT model answers. GPT-4.1 and GPT-4o answer directly; GPT-5 models, o3 and o4-mini reason before answering. OpenAI has deprecated gpt-5, gpt-5-mini and gpt-5-nano and shuts them down on December 11, 2026.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 1,
        min: 0,
        max: 2,
        step: 0.05,
        description:
          'GPT-4.1 and GPT-4o only: lower values give focused, repeatable answers; higher values more varied ones.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description:
          'The longest reply the model may write, in tokens. For reasoning models it also covers the hidden reasoning.',
      },
      {
        name: 'Reasoning effort',
        type: 'enum',
        options: ['low', 'medium', 'high'],
        description:
          "GPT-5 models, o3 and o4-mini only: how hard the model thinks before it answers. Empty uses the model's default.",
      },
    ],
    figures: [
      'GPT-4.1 models read up to about 1 million tokens of input; GPT-5 models have a 400K-token context window.',
      'Accepts images as well as text.',
    ],
    aliases: ['gpt', 'openai', 'chatgpt', 'gpt-4.1', 'gpt-4o', 'gpt-5', 'o3', 'llm', 'chat', 'prompt writer'],
    since: 'v1',
    source: {
      checked: '2026-11-27',
      docs: [{ url: 'https://developers.openai.com/api/reference/resources/chat' }],
      unconfirmed:
        "Whether o3, o4-mini and gpt-4.1-nano still run could not be confirmed on OpenAI's deprecations page.",
    },
  },
  {
    id: 'OpenRouterChatNode',
    name: 'OpenRouter',
    category: 'chat',
    kind: 'executable',
    provider: 'openrouter',
    model: 'google/gemini-2.5-flash',
    summary:
      'Sends your prompt to any of hundreds of chat models from many vendors through one OpenRouter key, and outputs the reply.',
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description: 'Images to look at with the prompt. Only models that accept image input read them.',
      },
    ],
    outputs: [reply],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'google/gemini-2.5-flash',
        options: [
          'google/gemini-2.5-flash',
          'openrouter/auto',
          'openai/gpt-5',
          'anthropic/claude-sonnet-4.5',
          'google/gemini-2.5-pro',
          'x-ai/grok-4',
          'deepseek/deepseek-chat-v3.1',
          'meta-llama/llama-3.3-70b-instruct',
          'mistralai/mistral-large',
          'qwen/qwen3-235b-a22b',
        ],
        deprecatedOptions: {
          'openai/gpt-5': {
            status: 'deprecated',
            date: '2026-06-11',
            source: OPENAI_DEPRECATIONS,
          },
          'anthropic/claude-sonnet-4.5': {
            status: 'deprecated',
            date: '2026-09-30',
            source: ANTHROPIC_DEPRECATIONS,
          },
          'x-ai/grok-4': {
            status: 'retired',
            date: '2026-05-15',
            source: { url: 'https://docs.x.ai/developers/migration/may-15-retirement', checked: '2026-11-28' },
          },
        },
        description:
          'A selection of popular models, named vendor/model. openrouter/auto lets OpenRouter pick a model for each prompt. xAI retired Grok 4 (x-ai/grok-4) on May 15, 2026; OpenAI and Anthropic have deprecated GPT-5 and Claude Sonnet 4.5.',
      },
      {
        name: 'Custom model',
        type: 'text',
        description:
          'Any other model id from openrouter.ai/models, such as moonshotai/kimi-k2. When filled in, it replaces the Model choice.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 1,
        min: 0,
        max: 2,
        step: 0.05,
        description:
          'Lower values give focused, repeatable answers; higher values more varied ones. Some models ignore it.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description:
          'The longest reply the model may write, in tokens. The highest allowed value depends on the model.',
      },
      {
        name: 'Top P',
        type: 'number',
        default: 1,
        min: 0,
        max: 1,
        step: 0.01,
        description: 'Limits word choice to the most likely options. Change this or Temperature, not both.',
      },
      {
        name: 'Seed',
        type: 'integer',
        description: 'Fix it to ask for the same answer to the same inputs; only some models honour it.',
      },
    ],
    figures: ['One key reaches models from OpenAI, Anthropic, Google, Meta, Mistral, DeepSeek, xAI, Qwen and more.'],
    aliases: ['openrouter', 'open router', 'any model', 'model router', 'llama', 'grok', 'qwen', 'kimi', 'llm', 'chat'],
    since: 'v1',
    source: {
      checked: '2026-11-27',
      docs: [{ url: 'https://openrouter.ai/docs/api-reference/overview' }],
      unconfirmed:
        "Whether OpenRouter still offers every model in the selection could not be confirmed on OpenRouter's site.",
    },
  },
  {
    id: 'PerplexityChatNode',
    name: 'Sonar',
    category: 'chat',
    kind: 'executable',
    provider: 'perplexity',
    vendor: 'Perplexity',
    model: 'sonar',
    summary: "Answers your prompt with Perplexity's Sonar models, which search the web first and cite their sources.",
    inputs: [
      prompt,
      system,
      {
        name: 'image',
        type: 'image',
        required: false,
        many: true,
        description: 'Images to ask about, such as a product photo to identify or a chart to explain.',
      },
    ],
    outputs: [
      {
        name: 'text',
        type: 'text',
        description: 'The answer, with numbered citation markers, followed by the list of source links.',
      },
    ],
    properties: [
      {
        name: 'Model',
        type: 'enum',
        default: 'sonar',
        options: ['sonar', 'sonar-pro', 'sonar-reasoning-pro', 'sonar-deep-research'],
        description:
          'Sonar is quick, Sonar Pro searches deeper, Sonar Reasoning Pro reasons step by step, Sonar Deep Research writes long reports and can take minutes.',
      },
      {
        name: 'Temperature',
        type: 'number',
        default: 0.2,
        min: 0,
        step: 0.05,
        description: 'Lower values stick closely to the sources; higher values give more varied wording.',
      },
      {
        name: 'Max tokens',
        type: 'integer',
        min: 1,
        description: 'The longest answer the model may write, in tokens.',
      },
      {
        name: 'Search recency',
        type: 'enum',
        default: 'any time',
        options: ['any time', 'year', 'month', 'week', 'day', 'hour'],
        description:
          'Only use sources published within this period. Use it for news and anything that changes quickly.',
      },
      {
        name: 'Search mode',
        type: 'enum',
        default: 'web',
        options: ['web', 'academic', 'sec'],
        description:
          'Academic favours scholarly and peer-reviewed sources over general web pages; sec searches U.S. SEC filings.',
      },
      {
        name: 'Search context size',
        type: 'enum',
        options: ['low', 'medium', 'high'],
        description:
          "How much retrieved web content the model reads before answering. Higher is more thorough and costs more per request; empty uses Perplexity's default.",
      },
      {
        name: 'Domain filter',
        type: 'text',
        description:
          'Comma-separated domains to search, up to 20, such as "nature.com, arxiv.org". Put a minus before a domain to exclude it instead.',
      },
    ],
    figures: [
      'Every answer is grounded in a live web search and lists its sources.',
      'Sonar Deep Research can take several minutes per answer.',
    ],
    aliases: [
      'perplexity',
      'sonar',
      'sonar pro',
      'web search',
      'citations',
      'sources',
      'research',
      'fact check',
      'deep research',
      'chat',
    ],
    since: 'v1',
    source: { checked: '2026-11-27', docs: [{ url: 'https://docs.perplexity.ai/api-reference/sonar-post' }] },
    lifecycle: {
      status: 'retired',
      date: '2026-09-27',
      source: {
        url: 'https://github.com/vercel/ai/releases/tag/@ai-sdk%2Fperplexity@3.1.0',
        checked: '2026-11-28',
        thirdParty: true,
      },
    },
  },
] satisfies NodeEntry[];
