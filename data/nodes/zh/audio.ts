import type { NodeTranslations } from '../translation';

/** Chinese text of the audio nodes (data/nodes/audio.ts); names, types and values come from there. */

const presetVoice = '预设音色名称，例如“Jennifer (English (US)/American)”';

export default {
  FalF5TtsNode: {
    summary: '用从一段简短参考录音中克隆的声音朗读任意文本，无需训练。',
    inputs: {
      text: '克隆的声音要说的内容，最多 5,000 个字符。',
      'reference audio': '要克隆的声音的一段简短、干净的录音：只有一个说话人，没有音乐。',
      'reference text': '参考音频中所说的原话。留空时，fal 会用语音识别模型转写这段音频。',
    },
    outputs: { audio: '生成的语音。' },
    properties: {
      Model: '用两种架构中的哪一种生成语音。某个声音听起来不对时，换另一种试试。',
      'Remove silence': '去掉生成音频中的长时间静音。',
    },
    figures: [
      '只需一段参考音频即可克隆声音，无需训练。',
      '两种架构可选：F5-TTS 和 E2-TTS。',
      '未提供参考文本时，fal 会自动转写参考音频。',
    ],
    aliases: ['声音克隆', '语音克隆', '语音合成', '文字转语音', '配音', '零样本'],
  },
  FalMinimaxMusicNode: {
    summary: '根据你的歌词写出一首带人声的歌，曲风、情绪和人声都参照一首参考曲目。',
    inputs: {
      prompt: '要演唱的歌词，最多 600 个字符。用换行分隔各句；在开头和结尾加 ## 可添加伴奏。',
      'reference audio': '带有伴奏和人声的参考歌曲，WAV 或 MP3 格式，时长超过 15 秒。',
    },
    outputs: { audio: '生成的歌曲。' },
    properties: {},
    figures: ['歌词最多 600 个字符。', '参考歌曲须为 WAV 或 MP3 文件，时长超过 15 秒，且包含伴奏和人声。'],
    aliases: ['海螺音乐', 'AI 作曲', '音乐生成', '歌词生成歌曲', '写歌', '人声'],
  },
  FalMmaudioV2Node: {
    summary: '为无声视频添加与画面动作同步的音效和环境音。',
    inputs: {
      video: '要为其生成声音的视频。',
      prompt: '你想要的声音，例如“rain on a tin roof”。fal 要求提供提示词；声音的节奏仍然跟随视频。',
    },
    outputs: { video: '带有生成音轨的视频。' },
    properties: {
      Duration: '要生成几秒的声音。请与片段时长保持一致。',
      'Negative prompt': '要避免的声音，例如“music, speech”。',
      'Inference steps': '步数越多，细节可能越丰富，耗时也越长。',
      'Guidance scale': '声音贴合提示词的程度。值过高可能听起来刺耳。',
      Seed: '固定种子后，相同输入会再次得到相同的声音；留空则每次运行都得到新结果。',
      'Mask away clip': '不让模型根据画面内容选择声音，但节奏仍跟随视频。一般用不到。',
    },
    figures: ['Duration 取值 1 到 30 秒，默认 8 秒。', '返回带有生成音轨的输入视频，而不是单独的音频文件。'],
    aliases: ['视频配音效', '音效生成', '拟音', '环境音', '视频生成音频'],
  },
  FalPlayaiTtsDialogNode: {
    summary: '把双人脚本变成一段自然的对话，每位说话人各用自己的声音。',
    inputs: {
      text: '对话脚本。每一轮以说话人前缀开头，例如“Speaker 1: ”。',
    },
    outputs: { audio: '整段对话，合成一个音频文件。' },
    properties: {
      'Speaker 1 voice': `${presetVoice}，或 PlayHT 音色、克隆音色的 ID。`,
      'Speaker 1 prefix': '脚本中该说话人每一轮开头的文字。',
      'Speaker 2 voice': '第二位说话人的声音，格式与 Speaker 1 voice 相同。',
      'Speaker 2 prefix': '脚本中第二位说话人每一轮开头的文字。',
      Seed: '固定种子后，相同脚本会再次得到相同的音频；留空则每次运行都生成新版本。',
    },
    figures: ['每段对话一到两位说话人。', '通过轮次前缀（如“Speaker 1: ”）把台词分配给对应的说话人。'],
    aliases: ['对话配音', '播客', '多人语音', '语音合成', '文字转语音', '对话'],
  },
  FalPlayaiTtsV3Node: {
    summary: '用选定的预设音色或克隆音色朗读文本。',
    inputs: { text: '要说的内容。' },
    outputs: { audio: '朗读出的文本语音。' },
    properties: {
      Voice: `${presetVoice}或“Anke Narrative (German/German)”，或 PlayHT 音色、克隆音色的 ID。`,
      Seed: '固定种子后，相同文本会再次得到相同的音频；留空则每次运行都生成新版本。',
    },
    figures: ['预设音色涵盖多种英语口音。'],
    aliases: ['语音合成', '文字转语音', '配音', '旁白', '朗读'],
    unconfirmed: '预设音色涵盖的语言（英语之外的 20 多种语言），以及它们的 Conversational 和 Narrative 版本。',
  },
  FalFlorence2CaptionNode: {
    summary: '用一句简短的说明描述图片，可用作替代文本、文件命名，或作为提示词的开头。',
    inputs: { image: '要描述的图片。' },
    outputs: { text: '图片的简短说明。' },
    properties: {},
    figures: ['运行的是 Florence-2 Large。', '每张图生成一句简短说明，无需提问或提示词。'],
    aliases: ['微软', '图片描述', '看图说话', '图生文', '反推提示词', '替代文本'],
  },
  FalMoondreamDetectionNode: {
    summary: '在图片中找出你指定的东西，用框或点标出，或判断人物的视线方向。',
    inputs: {
      image: '要在其中查找的图片。',
      prompt: '要检测的对象，用简单的词描述：“person”“red car”“face”。',
    },
    outputs: {
      text: '以文本形式给出的检测结果。',
      image: '画有检测结果的图片，在开启 Show visualization 时输出。',
    },
    properties: {
      'Detection type': '在每个匹配项周围画框、在每个匹配项上标点，或检测人物注视的方向。',
      'Show visualization': '在图片副本上画出检测结果，并发送到 image 输出。',
      'Combine points': '仅在 points 类型下生效：把所有匹配项合并为一个点。',
      'Use ensemble': '仅在 gaze 类型下生效：合并多次检测的结果来判断视线。',
    },
    figures: ['三种检测类型：bounding boxes、points 和 gaze。', '同时返回文本结果和标注后的图片。'],
    aliases: ['目标检测', '物体检测', '边界框', '视线检测', '视觉模型'],
  },
  FalMoondreamNextNode: {
    summary: '用一个小巧快速的视觉语言模型为图片写说明，或以纯文本回答关于图片的问题。',
    inputs: {
      image: '要描述或提问的图片。',
      prompt: '你关于图片的问题，用于 query 任务。fal 的 schema 把提示词也列为生成说明时的必填项。',
    },
    outputs: { text: '图片说明或问题的答案。' },
    properties: {
      Task: 'caption 描述图片；query 回答提示词中的问题。',
      'Max tokens': '模型回答的最大长度。需要详细描述时调高此值。',
    },
    figures: ['两种任务：caption 和 query。', 'Max tokens 取值 1 到 512，默认 64。'],
    aliases: ['视觉问答', '图片描述', '看图说话', '图生文', '识图', '视觉模型'],
    unconfirmed: '未连接提示词时也能生成图片说明；fal 的 schema 把提示词列为两种任务的必填项。',
  },
  FalWhisperNode: {
    summary: '把录音中的语音转写成文字，或翻译成英文。',
    inputs: { audio: '要转写的录音。' },
    outputs: { text: '转写文本，或其英文译文。' },
    properties: {
      Task: 'transcribe 用原语言写下所说的内容；translate 把内容写成英文。',
      Language: '所说语言的语言代码，例如 en、de 或 ja。留空则自动识别语言。',
      'Chunk level': '转写文本时间戳的精细程度。none 不加时间戳，准确率通常更高。',
    },
    figures: [
      '运行的是 Whisper large-v3。',
      '支持 99 种语言，或自动识别语言。',
      '翻译的目标语言始终是英文。',
      '接受 MP3、MP4、MPEG、MPGA、M4A、WAV 和 WebM 音频。',
    ],
    aliases: ['语音转文字', '转写', '语音识别', '字幕', '听写', '音频翻译'],
  },
} satisfies NodeTranslations;
