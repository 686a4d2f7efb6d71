import type { NodeTranslations } from '../translation';

/** Chinese text of the upscaler nodes (data/nodes/upscaler.ts); names, types and values come from there. */
export default {
  FalEsrganNode: {
    summary: '用 Real-ESRGAN 放大图片，锐化边缘、去除压缩噪点，不会凭空添加新内容。',
    inputs: { image: '要放大的图片。' },
    outputs: { image: '放大后的图片。' },
    properties: {
      Scale: '输出的每条边放大几倍：2 会把 1024x1024 变成 2048x2048。',
      Model: '使用哪个训练好的超分模型。x4plus 系列适合照片和渲染图；anime 系列适合平涂色彩的插画。',
      Face: '追加一遍人脸修复。人像的脸部糊掉时请开启。',
      'Output format': 'PNG 保留全部细节；JPEG 文件更小。',
      Tile: '按此尺寸把图片分块处理。0 表示不分块；大图因显存不足（out-of-memory）失败时，可以试试 400 或 200。',
    },
    figures: ['默认每条边放大 2x。'],
    aliases: ['超分', '放大', '图片放大', '提高分辨率', '高清修复', '画质增强'],
  },
  FalRecraftClarityUpscaleNode: {
    summary: '用 Recraft 的清晰度超分模型提高图片分辨率，让画面更锐利、更干净，内容保持不变。',
    inputs: { image: '要放大的图片。fal 要求使用 PNG。' },
    outputs: { image: '放大后的图片。' },
    properties: {},
    figures: ['没有放大倍数设置：输出尺寸由 Recraft 决定。'],
    aliases: ['超分', '放大', '图片放大', '锐化', '画质增强', '高清修复'],
    modes: { "schema in fal's client library, January 2025": 'fal 客户端库中的 schema，2025 年 1 月' },
    unconfirmed:
      'fal 没有任何页面介绍 fal-ai/recraft-clarity-upscale；这里写的单张 PNG 图片输入、没有任何设置，依据的是 fal 客户端库中这个端点最后一版 schema（2025 年）。',
  },
  FalTopazUpscaleVideoNode: {
    summary: '用 Topaz Video AI 放大视频，并可通过插帧提高帧率。',
    inputs: { video: '要放大的视频。' },
    outputs: { video: '放大后的视频；如果设置了新帧率，则按新帧率输出。' },
    properties: {
      'Upscale factor': '每条边放大几倍，取值 1 到 4：2 会把 960x540 变成 1920x1080。',
      'Target FPS': '通过插帧要达到的帧率，取值 16 到 60，例如 60。留空则保持原帧率。',
      Model:
        'Topaz 的增强模型。Proteus 适合大多数素材；Artemis 为质量较差的素材降噪并锐化；Nyx 专做降噪；Gaia HQ 和 Gaia CG 用于精修渲染和 CG 内容，Gaia 2 以 2x 处理动画和动态图形；Starlight 是生成式模型，会重建细节。Starlight Precise 1、Starlight Precise 2 和 Starlight Fast 1 已弃用：请改用 Starlight Precise 2.5 或 Starlight Fast 2。',
      'H.264 output': '把结果编码为 H.264，而不是默认的 H.265，供无法打开 H.265 的播放器和剪辑软件使用。',
    },
    figures: ['最高放大 4x，插帧最高可达 60 FPS。', '输出编码为 H.265，除非开启 H.264 output。'],
    aliases: ['视频超分', '视频放大', '视频高清修复', '补帧', '插帧', '4K'],
  },
} satisfies NodeTranslations;
