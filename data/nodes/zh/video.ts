import type { NodeTranslations } from '../translation';

/** Chinese text of the video nodes (data/nodes/video.ts); names, types and values come from there. */

const seed = '固定种子后，相同输入会再次得到同一段视频；留空则每次运行都得到新结果。';
const clip = '生成的视频片段。';
const firstFrame = '首帧图片。连接后，节点会让这张图动起来（图生视频）。';
const duration = '片段时长，以秒为单位。';
const negativeClip = '不希望片段中出现的内容。';
const t2vAspect = '文生视频时的画面比例。连接了图片时，片段沿用图片的比例。';
const cfgScale = '片段遵循提示词的严格程度。值越高越照字面执行，留给模型的发挥空间越小。';
const whatHappens = '片段中发生什么：主体、动作、场景和镜头。';
const t2vAndI2v = '支持文生视频和图生视频。';
const clips5or10 = '片段时长 5 秒或 10 秒。';
const loop = '把片段结尾衔接回开头，使其无缝循环播放。';
const sixRatios = '6 种宽高比，包括 21:9 和 9:21。';
const steps = '步数越多，细节越丰富，耗时也越长。';
const numberOfFrames = '要生成的帧数。与帧率一起决定片段时长。';
const fps = '播放速度。每秒帧数越少，同样的帧播放得越久。';
const promptExpansion = '生成前让语言模型为简短的提示词补充细节。';
const resolutionDraft = '输出分辨率。480p 出片最快，适合打草稿。';
const landscapePortrait = '横版或竖版。';
const clipToEdit = '要编辑的视频片段。';
const editedClip = '编辑后的视频片段。';
const prompt1000 = '提示词最多 1,000 个字符。';
const prompt1500 = '提示词最多 1,500 个字符。';
const fourSeconds = '生成 4 秒的片段。';
const runwaySize = '输出尺寸，单位为像素，写作 width:height。';
/** The two endpoints of a node that runs text to video, or image to video with an image connected. */
const imageModes = { 'text to video': '文生视频', 'with an image connected': '连接了图片时' };

export default {
  FalFastAnimatediffNode: {
    summary: '把提示词变成一段风格化的短动画，最多 32 帧，可选推拉、平移等运镜。',
    inputs: {
      prompt: '要做成动画的内容。描述性的关键词式提示词效果不错。',
    },
    outputs: { video: '生成的动画，以视频文件输出。' },
    properties: {
      'Video size': '画面的比例和尺寸。',
      'Number of frames': '要生成的帧数。与帧率一起决定片段时长。',
      'Frames per second': '帧的播放速度。8 fps 时，16 帧可播放 2 秒。',
      'Camera motion': '通过模型的某个运动模块，给整个片段加上一种运镜。',
      'Inference steps': steps,
      'Guidance scale': '动画贴合提示词的程度。值过高画面会生硬。',
      'Negative prompt': '不希望画面中出现的内容，例如“blurry, watermark, text”。',
      Seed: seed,
    },
    figures: [
      '每个片段最多 32 帧；默认 16 帧、8 fps，可播放 2 秒。',
      '6 种运镜：zoom in、zoom out、pan left、pan right、tilt up、tilt down。',
      '仅支持文生视频。',
    ],
    aliases: ['文生视频', '动画', '动图', '运镜', '二次元动画'],
  },
  FalAutoCaptionNode: {
    summary: '转写视频中的语音，并把带样式的字幕烧录进画面，字幕按短句分段、与音频同步。',
    inputs: {
      video: '带有人声的视频。字幕根据其音轨转写。',
    },
    outputs: { video: '同一段视频，字幕已烧录进画面。' },
    properties: {
      Font: '字幕字体。',
      'Text color': '颜色名称（如 white、yellow），或十六进制色值（如 #FFD400）。',
      'Font size': '字幕文字的大小。',
      'Stroke width': '每个字符外描边的宽度，以像素为单位。画面杂乱时，描边宽一些更易读。',
      'Horizontal position': '字幕在水平方向上的位置。',
      'Vertical position': '字幕在垂直方向上的位置。',
      'Refresh interval': '每段字幕在屏幕上停留的秒数。值越大，一次显示的字越多。',
    },
    figures: ['字幕直接烧录进画面，不是单独的字幕轨。', '需要带有语音音轨的 MP4 视频。'],
    aliases: ['自动字幕', '加字幕', '字幕生成', '硬字幕', '视频转文字'],
  },
  FalFastSvdVideoNode: {
    summary: '用 Stable Video Diffusion 让一张静态图动起来，生成短片，无需任何提示词。',
    inputs: {
      image: '要做成动画的静态图，它会成为片段的第一帧。',
    },
    outputs: { video: clip },
    properties: {
      'Motion bucket': '片段的运动幅度。值越低越平稳；值越高动作越大，但可能变形。',
      'Conditioning augmentation': '给输入图片添加的噪声。值越高运动越多，与原图的偏差也越大。',
      Steps: '步数越多，画质可能越好，耗时也越长。',
      'Frames per second': '播放速度。片段固定为 25 帧，所以帧率越高，片段越短、越快。',
      Seed: '固定种子后，相同图片会再次得到同一段视频；留空则每次运行都得到新结果。',
    },
    figures: [
      '仅支持图生视频，没有提示词。',
      '每个片段固定 25 帧：默认 10 fps 时为 2.5 秒。',
      '运行的是 Stable Video Diffusion 1.1 的快速少步（LCM）版本。',
    ],
    aliases: ['图生视频', '图片动起来', '照片动起来', '动态图'],
  },
  FalHailuo02Node: {
    summary: '根据提示词生成物理效果逼真的 6 秒或 10 秒 768p 片段，也可以让你连接的图片动起来。',
    inputs: {
      prompt: '场景、动作和运镜，用自然语言描述。',
      image: '首帧图片。连接后，节点会让这张图动起来（图生视频），而不是只根据文字生成。',
    },
    outputs: { video: clip },
    properties: {
      Duration: duration,
      Resolution: '仅在连接了图片时生效。文生视频始终以 768p 渲染。',
      'Prompt optimizer': '让 MiniMax 改写你的提示词以获得更好的效果。需要保留原有措辞时请关闭。',
    },
    figures: [
      '片段时长 6 秒或 10 秒。',
      '文生视频以 768p 渲染；图生视频为 768p 或 512p。',
      '运行的是 Hailuo 02 的 Standard 档。',
    ],
    aliases: ['海螺', '海螺视频', '文生视频', '图生视频', '物理模拟'],
    modes: imageModes,
  },
  FalKlingVideoNode: {
    summary: '用 Kling 1.6 根据提示词生成 5 秒或 10 秒的片段，也可以让你连接的图片动起来。',
    inputs: {
      prompt: whatHappens,
      image: '首帧图片。连接后，节点会让这张图动起来（图生视频），并沿用它的宽高比。',
    },
    outputs: { video: clip },
    properties: {
      Duration: duration,
      'Aspect ratio': t2vAspect,
      'Negative prompt': negativeClip,
      'CFG scale': cfgScale,
    },
    figures: [clips5or10, '运行的是 Kling 1.6 Standard。', t2vAndI2v],
    aliases: ['可灵', '快手', '可灵 1.6', '文生视频', '图生视频'],
    modes: imageModes,
    unconfirmed: 'Kling 1.6 Standard 以 720p 输出。',
  },
  FalKling21VideoNode: {
    summary: '用 Kling 2.5 Turbo Pro 或 Kling 2.1 Standard、Pro、Master，根据提示词或图片生成 5 秒或 10 秒的片段。',
    inputs: {
      prompt: whatHappens,
      image: '要做成动画的首帧图片。2.1 Standard 和 2.1 Pro 必须连接，其他版本可选。',
    },
    outputs: { video: clip },
    properties: {
      Variant:
        '运行哪个 Kling 模型。2.5 Turbo Pro 和 2.1 Master 可只用文字，也可用图片；2.1 Standard 和 2.1 Pro 需要图片。',
      Duration: duration,
      'Aspect ratio': t2vAspect,
      'Negative prompt': negativeClip,
      'CFG scale': cfgScale,
    },
    figures: [
      '版本：2.5 Turbo Pro、2.1 Standard、2.1 Pro、2.1 Master。',
      '文生视频：2.5 Turbo Pro 和 2.1 Master。图生视频：四个版本都支持。',
      clips5or10,
    ],
    aliases: ['可灵', '快手', '可灵 2.1', '可灵 2.5', '文生视频', '图生视频'],
    modes: {
      '2.5 Turbo Pro, text to video': '2.5 Turbo Pro，文生视频',
      '2.5 Turbo Pro, with an image connected': '2.5 Turbo Pro，连接了图片时',
      '2.1 Master, text to video': '2.1 Master，文生视频',
      '2.1 Master, with an image connected': '2.1 Master，连接了图片时',
      '2.1 Pro, image to video only': '2.1 Pro，仅图生视频',
      '2.1 Standard, image to video only': '2.1 Standard，仅图生视频',
    },
    unconfirmed: '各版本的输出分辨率（2.1 Standard 为 720p，其他三个版本为 1080p）。',
  },
  FalLatentSyncNode: {
    summary: '重新生成视频中的口型，让嘴唇与新的音轨（如旁白或翻译后的台词）对上。',
    inputs: {
      video: '有人脸说话的视频，其口型要跟随音频。',
      audio: '口型要匹配的语音。',
    },
    outputs: { video: '口型已与音频匹配的视频。' },
    properties: {
      'Guidance scale': '音频驱动口型的强度。值越高口型越明显，但可能不够自然。',
      'Loop mode': '音频比视频长时怎么处理：loop 从头重复播放片段，pingpong 正放、倒放交替。',
      Seed: seed,
    },
    figures: [
      '基于字节跳动的 LatentSync，一个以音频为条件、用于对口型的潜在扩散模型。',
      'Guidance scale 取值 1 到 2。',
    ],
    aliases: ['对口型', '唇形同步', '配音', '数字人', '口播', '字节跳动'],
    unconfirmed: '连接的音频会用作输出视频的音轨。',
  },
  FalLTXNode: {
    summary: '用 Lightricks 的开源 LTX Video 模型快速生成短片，可根据提示词或你连接的图片生成。',
    inputs: {
      prompt: '场景及其中的运动，用完整的句子描述。',
      image: firstFrame,
    },
    outputs: { video: clip },
    properties: {
      'Negative prompt': '不希望片段中出现的内容。默认值已列出常见的视频瑕疵。',
      'Inference steps': steps,
      'Guidance scale': '片段贴合提示词的程度。',
      Seed: seed,
    },
    figures: ['Lightricks 推出的开放权重模型，主打速度。', t2vAndI2v],
    aliases: ['文生视频', '图生视频', '快速视频', '开源视频模型'],
    modes: imageModes,
  },
  FalLucyNode: {
    summary: '按文字指令编辑现有视频，例如换衣服、替换物体或改变场景风格，同时保留原有动作。',
    inputs: {
      video: clipToEdit,
      prompt: '要做的改动，描述成你想看到的结果。',
    },
    outputs: { video: editedClip },
    properties: {
      'Enhance prompt': '编辑前让模型把你的指令扩写得更详细。想保留原有措辞时请关闭。',
    },
    figures: ['保留源片段的动作、节奏和运镜。', '运行的是 Decart 的 Lucy Edit Dev，一个开放权重的视频编辑模型。'],
    aliases: ['视频编辑', '视频转视频', '文字改视频', '视频换装', '视频风格化'],
  },
  FalLumaRay2VideoNode: {
    summary: '根据提示词或图片生成 5 秒或 9 秒、动作自然的写实片段，最高 1080p。',
    inputs: {
      prompt: '场景、动作和镜头，用自然语言描述。',
      image: firstFrame,
    },
    outputs: { video: clip },
    properties: {
      Duration: duration,
      Resolution: '输出分辨率。分辨率越高，耗时越长。',
      'Aspect ratio': '画面比例，从电影感的 21:9 到竖长的 9:21。',
      Loop: loop,
    },
    figures: ['片段时长 5 秒或 9 秒。', '540p、720p 或 1080p。', sixRatios],
    aliases: ['文生视频', '图生视频', '写实视频', '循环视频'],
    modes: imageModes,
  },
  FalLumaVideoNode: {
    summary: '用 Luma Dream Machine 根据提示词生成短片，或让你连接的图片动起来，可选循环播放。',
    inputs: {
      prompt: '场景及其中发生的事。',
      image: firstFrame,
    },
    outputs: { video: clip },
    properties: {
      'Aspect ratio': '片段的画面比例。',
      Loop: loop,
    },
    figures: [sixRatios, '没有时长和分辨率设置。', t2vAndI2v],
    aliases: ['文生视频', '图生视频', '循环视频', '无缝循环'],
    modes: imageModes,
  },
  FalPikaNode: {
    summary: '用 Pika 2.2 根据提示词或你连接的图片，生成 720p 或 1080p、5 秒或 10 秒的片段。',
    inputs: {
      prompt: '片段中发生什么。连接了图片时，描述其中的运动。',
      image: firstFrame,
    },
    outputs: { video: clip },
    properties: {
      Duration: duration,
      Resolution: '输出分辨率。',
      'Aspect ratio': t2vAspect,
      'Negative prompt': negativeClip,
      Seed: seed,
    },
    figures: [clips5or10, '720p 或 1080p。', '文生视频支持 7 种宽高比，包括 4:5 和 2:3。'],
    aliases: ['文生视频', '图生视频', '短视频', '社交媒体视频'],
    modes: imageModes,
  },
  FalSeedanceLiteNode: {
    summary: '用字节跳动的 Seedance 1.0 Lite 根据提示词或图片生成 2 到 12 秒、最高 1080p 的片段。',
    inputs: {
      prompt: '场景、动作和运镜。',
      image: firstFrame,
    },
    outputs: { video: clip },
    properties: {
      Duration: '片段时长，以整秒为单位。',
      Resolution: '480p 渲染最快；1080p 细节最多。',
      'Aspect ratio': '画面比例。auto 沿用连接图片的比例，只在连接了图片时可用；9:21 只在未连接图片时可用。',
      'Camera fixed': '固定镜头不动，只让主体运动。',
      Seed: seed,
      'Safety checker': '让 fal 检查输出，并拒绝它判定为不安全的片段。',
    },
    figures: ['片段时长 2 到 12 秒。', '480p、720p 或 1080p。', t2vAndI2v],
    aliases: ['即梦', '豆包', '字节跳动', '文生视频', '图生视频'],
    modes: imageModes,
  },
  FalVeoNode: {
    summary: '用 Google 的 Veo 3 根据提示词生成自带声音、对白和环境音的电影感片段，也可从首帧图出发。',
    inputs: {
      prompt: '场景、动作、镜头和声音。台词请放在引号中。',
      image: '要做成动画的首帧图片。连接后，节点运行 Veo 3 图生视频。',
    },
    outputs: { video: '生成的视频片段；开启音频时附带音轨。' },
    properties: {
      'Aspect ratio': '横版或竖版。使用首帧图时，请与图片比例一致。',
      Duration: '片段时长。',
      Resolution: '输出分辨率。用 720p 打草稿，用 1080p 出成片。',
      'Generate audio': '添加与画面匹配的对白、音效和环境音。关闭则生成无声片段。',
      'Negative prompt': '片段中不应出现的内容，例如“text overlays, cartoon style”。',
      Seed: seed,
    },
    figures: [
      '片段时长 4 秒、6 秒或 8 秒。',
      '输出 720p 或 1080p，横版 16:9 或竖版 9:16。',
      '同步生成音频：对白、音效和环境音。',
    ],
    aliases: ['谷歌', '文生视频', '图生视频', '有声视频', '音画同步', '对白'],
    modes: imageModes,
  },
  FalViduNode: {
    summary: '在提示词引导下把一张图片做成短视频，并可控制画面运动幅度。',
    inputs: {
      image: '视频的第一帧。',
      prompt: '要给图片加上的运动、动作和运镜。',
    },
    outputs: { video: '生成的动画片段。' },
    properties: {
      'Movement amplitude': '画面中物体的运动幅度。auto 由模型根据提示词决定。',
      Seed: seed,
    },
    figures: [fourSeconds, prompt1500],
    aliases: ['生数科技', '图生视频', '图片动起来', '照片转视频'],
  },
  FalViduReferenceNode: {
    summary: '按提示词生成视频，并让参考图中的人物、角色和物体在视频中保持一致。',
    inputs: {
      prompt: '主体在哪里、做什么。请逐一描述每个主体，方便模型把它和对应的图片对上。',
      'reference images': '要保留的主体图片：人物、角色、商品或道具。每张图只放一个主体效果最好。',
    },
    outputs: { video: '包含参考主体的生成片段。' },
    properties: {
      'Aspect ratio': '横版、竖版或正方形。',
      'Movement amplitude': '主体的运动幅度。auto 由模型根据提示词决定。',
      Seed: seed,
    },
    figures: [prompt1500],
    aliases: ['参考生视频', '主体一致性', '角色一致性', '多图参考', '生数科技'],
    unconfirmed: '4 秒的片段时长，以及 1 到 3 张参考图的数量限制。',
  },
  FalWanNode: {
    summary: '用阿里巴巴开源的 Wan 2.1 模型根据提示词生成短视频，或让起始图动起来。',
    inputs: {
      prompt: '片段中发生什么，用自然语言描述。',
      image: '起始图。连接后，节点运行 Wan 2.1 图生视频，让这张图动起来。',
    },
    outputs: { video: clip },
    properties: {
      Resolution: '输出分辨率。480p 出片最快，适合打草稿；580p 只在未连接图片时可用。',
      'Aspect ratio': landscapePortrait,
      'Number of frames': numberOfFrames,
      'Frames per second': fps,
      'Negative prompt': '片段中不应出现的内容。留空时，fal 会填入一份常见瑕疵列表。',
      Seed: seed,
      'Prompt expansion': promptExpansion,
      'Safety checker': '让 fal 检查输出，并拒绝它判定为不安全的内容。',
    },
    figures: [
      '81 帧、每秒 16 帧，片段约 5 秒。',
      '输出 480p、580p 或 720p；连接了图片（图生视频）时只有 480p 或 720p。',
      '可以在视频中写入简短的英文和中文文字。',
    ],
    aliases: ['通义万相', '万相', '阿里巴巴', '开源视频模型', '文生视频', '图生视频'],
    modes: imageModes,
  },
  FalWan22VideoNode: {
    summary: '用阿里巴巴的 Wan 2.2 A14B 根据提示词或起始图生成视频，比 Wan 2.1 更具电影感控制，片段也更长。',
    inputs: {
      prompt: '片段中发生什么：主体、动作、光线、镜头和运镜。',
      image: '起始图。连接后，节点运行 Wan 2.2 图生视频；比例不同的图片会被缩放并居中裁切。',
    },
    outputs: { video: clip },
    properties: {
      Resolution: resolutionDraft,
      'Aspect ratio': '横版、竖版或正方形。',
      'Number of frames': numberOfFrames,
      'Frames per second': fps,
      'Negative prompt': '片段中不应出现的内容，例如“blurry, watermark, extra fingers”。',
      Seed: seed,
      'Prompt expansion': promptExpansion,
      'Safety checker': '让 fal 在生成前检查提示词和图片，并拒绝它判定为不安全的内容。',
    },
    figures: [
      '每个片段 17 到 161 帧；81 帧、每秒 16 帧约为 5 秒。',
      '输出 480p、580p 或 720p。',
      'A14B 混合专家（MoE）模型，开放权重。',
    ],
    aliases: ['通义万相', '万相', '阿里巴巴', '开源视频模型', '文生视频', '图生视频'],
    modes: imageModes,
  },
  RunwayActTwoNode: {
    summary: '把驱动视频中演员的表演（表情、口型，以及可选的手势）迁移到角色图片或角色视频上。',
    inputs: {
      performance: '一段真人表演该场景的视频。它的表情、嘴部动作和手势会驱动角色。',
      'character image': '以静态图片提供的角色。此项与 character video 只连其一，不要同时连接。',
      'character video': '以视频提供的角色，会保留视频自身的动态场景和部分原有动作。',
    },
    outputs: { video: '按驱动视频进行表演的角色。' },
    properties: {
      'Aspect ratio': runwaySize,
      'Expression intensity': '面部表情迁移的强度。演员表演含蓄时调高，角色较风格化时调低。',
      'Body control': '除面部外，也迁移身体动作和手势。',
      Seed: seed,
    },
    figures: [
      '表演视频须为 3 到 30 秒。',
      '角色需要有清晰可见、始终在画面内的脸。',
      'Expression intensity 取值 1 到 5。',
    ],
    aliases: ['动作迁移', '表情迁移', '表演捕捉', '角色动画', '对口型', '数字人'],
  },
  RunwayAlephNode: {
    summary: '按文字指令编辑现有视频：改变场景、光线、天气、风格或物体，或要求换一个镜头角度。',
    inputs: {
      video: clipToEdit,
      prompt: '编辑指令，例如“make it night and add light rain”。最多 1,000 个字符。',
      'reference image': '编辑时参照其风格或内容的图片，例如某种外观或某件商品。',
    },
    outputs: { video: editedClip },
    properties: {
      'Aspect ratio':
        '输出尺寸，单位为像素，写作 width:height。自 2026 年 2 月起，Runway 不再理会这项设置：输出沿用源视频的尺寸。',
      Seed: seed,
    },
    figures: ['可选 1 张参考图。', prompt1000],
    aliases: ['视频编辑', '视频转视频', '文字改视频', '视频重打光', '换机位', '视频风格化'],
    unconfirmed: '源视频 5 秒的限制（只编辑其前 5 秒）。',
  },
  RunwayVideoNode: {
    summary: '用 Runway Gen-4 Turbo 把起始图做成 5 秒或 10 秒的视频，可用提示词引导。',
    inputs: {
      image: '首帧图片。视频的主体、场景和画面风格都来自它。',
      prompt: '运动和运镜。最多 1,000 个字符。',
    },
    outputs: { video: clip },
    properties: {
      Model:
        '让哪个 Runway 模型把图片做成视频。Runway 已于 2026 年 6 月从 API 中移除 Gen-3 Alpha Turbo，请使用 Gen-4 Turbo。',
      'Aspect ratio':
        '输出尺寸，单位为像素，写作 width:height。Gen-4 Turbo 支持前六种；1280:768 和 768:1280 属于已停用的 Gen-3 Alpha Turbo。',
      Duration: duration,
      Seed: seed,
    },
    figures: [
      clips5or10,
      'Gen-4 Turbo 尺寸：1280:720、720:1280、1104:832、832:1104、960:960 和 1584:672。',
      'Gen-3 Alpha Turbo 及其尺寸 1280:768 和 768:1280 已于 2026 年 6 月从 Runway 的 API 中移除。',
      prompt1000,
    ],
    aliases: ['图生视频', '图片动起来', '照片转视频'],
  },
  Sora2Node: {
    summary: '用 OpenAI 的 Sora 2 根据提示词生成带同步对白和音效的视频，也可从一张图片出发。',
    inputs: {
      prompt: '镜头内容：主体、场景、动作、运镜，以及台词和声音。',
      image: '用作第一帧的参考图，尺寸应与视频相同。',
    },
    outputs: { video: '生成的视频片段，带音轨。' },
    properties: {
      Model: 'sora-2 速度更快，适合打草稿；sora-2-pro 画质更高，并支持更大的尺寸。',
      Duration: duration,
      Size: '输出尺寸，单位为像素，写作 width x height。1024x1792 和 1792x1024 需要 sora-2-pro。',
    },
    figures: [
      '片段时长 4 秒、8 秒或 12 秒。',
      '尺寸为 720x1280 和 1280x720；sora-2-pro 另支持 1024x1792 和 1792x1024。',
      '每个片段都会生成声音（对白、音效、环境音）。',
    ],
    aliases: ['文生视频', '图生视频', '有声视频', '音画同步'],
  },
} satisfies NodeTranslations;
