import type { NodeTranslations } from '../translation';

/** Chinese text of the preprocessor nodes (data/nodes/preprocessor.ts); names, types and values come from there. */

const depthMap = '深度图，与输入同尺寸的灰度图。';

export default {
  FalImagePreprocessorsDepthAnythingV2Node: {
    summary: '估算照片中每个部分的远近，返回灰度深度图：近处亮，远处暗。',
    inputs: { image: '要估算深度的照片或图片。' },
    outputs: { image: depthMap },
    properties: {},
    figures: ['相对深度：亮处比暗处更近；数值并不是以米为单位的距离。'],
    aliases: ['深度图', '深度估计', '单目深度', 'ControlNet 预处理', '预处理器'],
  },
  FalImagePreprocessorsHedNode: {
    summary: '用 HED 边缘检测器描出图片柔和、如绘画般的轮廓，返回黑底白线图。',
    inputs: { image: '要描边的图片。' },
    outputs: { image: '边缘图：黑色背景上的柔和白色轮廓。' },
    properties: {
      Safe: '使用 HED 的 safe 变体，对线条做量化处理，去掉模糊、杂乱的细节。',
      Scribble: '把柔和的边缘变成更粗、更简化的笔触，就像给图片快速画了张涂鸦。',
    },
    figures: ['输出为黑底白线。'],
    aliases: ['软边缘', '边缘检测', '轮廓线', '线稿', 'ControlNet 预处理'],
  },
  FalImagePreprocessorsMlsdNode: {
    summary: '找出图片中的直线，例如墙面、窗户和家具的边缘，以黑底白线返回。',
    inputs: { image: '要检测直线的图片，通常是室内或建筑。' },
    outputs: { image: '线条图：黑色背景上的白色直线段。' },
    properties: {
      'Score threshold': '检测器保留一条线所需的置信度。调高可去掉微弱、零散的线条。',
      'Distance threshold': '短于此值的线段会被丢弃。调高则只保留主要的长线。',
    },
    figures: ['只检测直线：曲线、人物和植物都不会出现在线条图中。'],
    aliases: ['直线检测', '建筑', '室内设计', '房间布局', 'ControlNet 预处理'],
  },
  FalImagePreprocessorsScribbleNode: {
    summary: '把图片简化成几笔粗犷、像手绘的线条，形成一张保留布局、舍弃细节的草图。',
    inputs: { image: '要转成涂鸦的图片。' },
    outputs: { image: '涂鸦图：黑色背景上的粗白色笔触。' },
    properties: {
      Model: '生成涂鸦所用的边缘检测器：HED 或 PiDi（PiDiNet）。两者的笔触略有不同，可以在同一张图上都试试。',
      Safe: '使用检测器的 safe 变体，去掉模糊、杂乱的笔触。',
    },
    figures: ['输出为黑底上的粗白色笔触。'],
    aliases: ['涂鸦', '草图', '手绘', '简笔画', 'ControlNet 预处理'],
  },
  FalImagePreprocessorsZoeDepthNode: {
    summary: '用 ZoeDepth 模型从单张照片估算深度，返回灰度深度图。',
    inputs: { image: '要估算深度的照片。' },
    outputs: { image: depthMap },
    properties: {},
    figures: ['输出为灰度深度图：亮处近，暗处远。'],
    aliases: ['深度图', '深度估计', '度量深度', 'ControlNet 预处理', '预处理器'],
  },
  FalWorkflowutilsCannyNode: {
    summary: '用经典的 Canny 算法找出图片中的锐利边缘，返回黑底细白线图，可直接用于 ControlNet。',
    inputs: { image: '要描边的图片。' },
    outputs: { image: '边缘图：黑色背景上的细白色边缘。' },
    properties: {
      'Low threshold': '高于此值的较弱边缘，只要与强边缘相连就会保留。调低可保留更多细节。',
      'High threshold': '强于此值的边缘一定会出现。调高则只保留最明显的轮廓。',
    },
    figures: ['默认阈值：low 100，high 200。', '输出为黑色背景上的细白色边缘。'],
    aliases: ['边缘检测', '边缘图', '轮廓线', '线稿', 'ControlNet 预处理'],
  },
} satisfies NodeTranslations;
