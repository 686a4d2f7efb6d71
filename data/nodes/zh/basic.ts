import type { NodeTranslations } from '../translation';

/** Chinese text of the basic nodes (data/nodes/basic.ts); names, types and values come from there. */
export default {
  TextNode: {
    summary: '保存你输入的文本（提示词、脚本或备注），并传给任何文本输入。',
    inputs: { text: '来自其他节点的文本。连接后会替换你输入的内容并原样传出。' },
    outputs: { text: '节点保存的文本。' },
    properties: {},
    figures: [],
    aliases: ['文本', '提示词', '文本输入', '备注', '脚本'],
  },
  ImageNode: {
    summary: '保存你导入、粘贴或链接的图片，并显示输入端收到的任何图片。',
    inputs: { image: '来自其他节点的图片。连接后会替换导入的图片并原样传出。' },
    outputs: { image: '节点保存的图片。' },
    properties: {},
    figures: ['可导入 PNG、JPEG、WebP 和 GIF（取第一帧）。'],
    aliases: ['图片', '照片', '上传图片', '图片输入', '看图'],
  },
  VideoNode: {
    summary: '保存你导入或链接的视频并播放，同时显示输入端收到的任何视频。',
    inputs: { video: '来自其他节点的视频。连接后会替换导入的视频并原样传出。' },
    outputs: { video: '节点保存的视频。' },
    properties: {},
    figures: ['可导入 MP4、WebM 和 MOV。'],
    aliases: ['视频', '短片', '素材', '上传视频', '视频播放器'],
  },
  AudioNode: {
    summary: '保存你导入或链接的音频文件并播放，同时显示输入端收到的任何音频。',
    inputs: { audio: '来自其他节点的音频。连接后会替换导入的文件并原样传出。' },
    outputs: { audio: '节点保存的音频。' },
    properties: {},
    figures: ['可导入 MP3、WAV、OGG 和 M4A。'],
    aliases: ['音频', '声音', '录音', '音乐文件', '上传音频'],
  },
  MeshNode: {
    summary: '保存你导入或链接的 3D 模型，并在可环绕旋转的查看器中显示。',
    inputs: { mesh: '来自其他节点的网格。连接后会替换导入的模型并原样传出。' },
    outputs: { mesh: '节点保存的 3D 模型。' },
    properties: {},
    figures: ['可导入 GLB、glTF 和 OBJ。'],
    aliases: ['3D 模型', '网格', '模型查看器', '上传模型'],
  },
  StyleNode: {
    summary: '把 Styles 选项卡中训练好的风格、物体或人像放到画布上，供带 style 输入的图像节点使用。',
    inputs: {},
    outputs: { style: '选中的风格及其强度。' },
    properties: {
      Style: '节点使用你训练的风格或社区风格中的哪一个。从 Styles 选项卡拖入风格即可设置。',
      Strength: '风格作用的强度。输出画面过饱和、发焦，或不遵循提示词时，调低此值。',
    },
    figures: [],
    aliases: ['风格', 'LoRA', '风格训练', '自定义风格', '物体', '人像'],
  },
} satisfies NodeTranslations;
