import type { NodeTranslations } from '../translation';

/** Chinese text of the image nodes (data/nodes/image.ts); names, types and values come from there. */

const seedImage = '固定种子后，相同输入会再次得到同一张图；留空则每次运行都生成新图。';
const seedResult = '固定种子后，相同输入会再次得到相同结果；留空则每次运行都得到新结果。';
const safetyChecker = '让 fal 对判定为不安全的图片做模糊处理或直接拒绝。';
const pngJpeg = 'PNG 保留全部细节；JPEG 文件更小。';
const pngJpegWebp = 'PNG 保留全部细节；JPEG 和 WebP 文件更小。';
const numberOfImages = '每次运行生成几张图。';
const imageSize = '输出的宽高比和分辨率。square HD 为 1024x1024。';
const strength = '仅在连接了起始图时生效：改动幅度有多大。值越低，越接近原图。';
const generatedImages = '生成的图片。';
const generatedOrEdited = '生成或编辑后的图片。';
const steps = '步数越多，细节越丰富，耗时也越长。';
const stepsBalanced =
  '步数越多，细节越丰富，耗时也越长；28 左右是不错的平衡点。连接图片时，fal 接受 10 到 50 步（该模式下它自己的默认值是 40）。';
const imageSizeNoI2i =
  '输出的宽高比和分辨率。square HD 为 1024x1024。连接图片时不起作用：fal 的图生图端点没有尺寸设置。';
const i2iModes = { 'text to image': '文生图', 'with an image connected': '连接图片时' };
const editModes = { 'text to image': '文生图', 'with images connected': '连接图片时' };
const styleModes = { 'text to image': '文生图', 'with an image connected': '连接图片时', 'with styles': '连接风格时' };
const negative = '不希望图中出现的内容。';
const startTransform = '起始图。连接后，节点在这张图的基础上变换，而不是从噪声开始生成。';
const startRepaint = '起始图。连接后，节点按提示词重绘这张图，而不是从噪声开始生成。';
const styles = '要应用的已训练风格、物体或人像。请把它们的触发词写进提示词。';
const naturalPrompt = '要生成的内容，用自然语言描述。';
const safetyTolerance = '内容过滤的严格程度。1 最严格，值越高放行的内容越多。';
const squareHd = 'square HD 输出为 1024x1024 像素。';
const upTo4 = '每次运行最多 4 张图。';
const upTo8 = '每次运行最多 8 张图。';
const oneImage = '每次运行生成 1 张图。';
const nineRatios = '9 种宽高比，从 21:9 到 9:21。';
const briaLicensed = 'Bria 只用已获授权的数据训练模型，可用于商业用途。';
const transparentPng = '返回带 Alpha 通道的 PNG：背景是透明的，而不是白色。';

export default {
  FalBriaBackgroundRemoveNode: {
    summary: '用 Bria 可商用授权的 RMBG 模型把主体从图中抠出，返回透明背景的图片。',
    inputs: { image: '要去除背景的照片或图片。' },
    outputs: { image: '透明背景的主体 PNG。' },
    properties: {},
    figures: [transparentPng, briaLicensed],
    aliases: ['抠图', '背景移除', '去背景', '透明背景', '一键抠图', '商用'],
  },
  FalBriaBackgroundReplaceNode: {
    summary: '保留图片主体，根据提示词或参考图在主体周围生成新背景。',
    inputs: {
      image: '要保留主体的图片，其背景会被替换。',
      prompt: '新背景的描述，请用英文。此项与 reference image 只连其一，不要同时连接。',
      'reference image': '新背景参照其外观的图片。此项与 prompt 只连其一，不要同时连接。',
    },
    outputs: { image: '换上新背景的主体，每个变体一张图。' },
    properties: {
      'Negative prompt': '新背景中不应出现的内容，例如“people, text”。',
      'Number of images': '每次运行生成几个变体。',
      'Refine prompt': '让 Bria 先把简短的提示词扩写成更完整的描述，再开始生成。',
      Fast: '使用 Bria 的快速模型。快速结果细节不足时，关闭此项改用较慢的模型。',
      Seed: '固定种子后，相同输入会再次得到相同背景；留空则每次运行都生成新背景。',
    },
    figures: ['新背景可由提示词或参考图决定，二者只能选其一。', briaLicensed],
    aliases: ['换背景', '背景替换', '背景生成', '抠图换背景', '商品图'],
    unconfirmed: '提示词必须使用英文；fal 只对 Bria Product Shot 这样说明。',
  },
  FalBriaProductShotNode: {
    summary: '根据描述或参考图，把商品照片放进新生成的场景中，商品本身保持不变。',
    inputs: {
      image: '商品照片。干净的抠图或纯色背景上的照片效果最好。',
      prompt: '场景描述，请用英文，例如“on a wet rock by the sea at dusk”。此项与 reference image 只连其一。',
      'reference image': '场景参照其环境的图片。此项与 prompt 只连其一，不要同时连接。',
    },
    outputs: { image: '本次运行生成的商品图。' },
    properties: {
      'Placement type':
        '商品放在哪里：保持原位置（original）、放在 10 个推荐位置（automatic）、放在你选的位置（manual placement），或按你设定的边距放置（manual padding）。',
      'Manual placement': '仅在 manual placement 时生效：商品在画面中的位置。',
      'Number of results': '每个位置生成几张。使用 automatic 时，得到的数量是此值的 10 倍。',
      'Optimize description': '让 Bria 先扩写你的场景描述，再开始生成。',
      'Original quality': '仅在 original 时生效：保持输入图片的尺寸，而不是把结果缩放到约 100 万像素。',
      Fast: '使用 Bria 的快速模型。需要更多细节时，关闭此项改用较慢的模型。',
    },
    figures: [
      'automatic 放置时，每个结果返回 10 张图，每个推荐位置一张。',
      'Bria 建议每张图总计约 100 万像素（1,000,000 像素）。',
      '场景描述仅支持英文，且不能含特殊字符。',
    ],
    aliases: ['商品图', '产品摄影', '电商主图', '场景图', '商品换背景'],
  },
  FalFASHNTryonNode: {
    summary: '给一张照片中的人穿上另一张照片里的服装，保留其姿势、身材和面部。输出 576x864。',
    inputs: {
      'person image': '要换装的人物照片（fal 称之为 model image）。只含一人，身体清晰可见。',
      'garment image': '服装图片：穿在人身上、平铺，或穿在隐形人台上均可。',
    },
    outputs: { image: '穿上该服装的人物，576x864 像素。' },
    properties: {
      Category: '要替换哪类服装。auto 根据服装图自动识别；识别到错误部位时再手动设置。',
      'Garment photo type': '服装是穿在模特身上，还是平铺（或穿在隐形人台上）。auto 会自动识别。',
      Mode: 'performance 最快，quality 最慢、细节最多，balanced 介于两者之间。',
      'Moderation level': '对服装图做内容审核：permissive 只拦截露骨内容；conservative 还会拦截内衣和泳装。',
      'Segmentation free': '跳过对人物图的人体解析，让服装呈现自然的形状。如果原来的衣服透出来，请关闭此项。',
      'Number of images': '每次运行生成几张试穿图。一次多生成几张，更容易挑到满意的。',
      Seed: '固定种子可用相同输入复现结果；换一个种子则强制得到不同结果。',
      'Output format': 'PNG 画质最高；JPEG 文件更小、速度更快。',
    },
    figures: ['输出 576x864 像素（竖版 2:3）。', '服装类别：tops、bottoms、one-pieces，或 auto 自动识别。'],
    aliases: ['虚拟试穿', 'AI 试衣', '换装', '换衣服', '服装', '穿搭'],
  },
  FalFastLcmNode: {
    summary: '用潜在一致性模型（LCM）只需几步就能生成图片，适合近乎即时的草图和快速变体。',
    inputs: {
      prompt: '要生成的内容。简短、具体的描述效果最好。',
      image: startRepaint,
    },
    outputs: { image: generatedImages },
    properties: {
      'Base model': 'LCM 所基于的 Stable Diffusion 模型。XL 细节更多；1.5 更轻量。',
      'Image size': imageSize,
      'Inference steps': 'LCM 只需很少的步数。想要更多细节可略微调高；步数再多通常帮助不大。',
      'Guidance scale': '图片贴合提示词的程度。LCM 在较低的值（约 1 到 2）下效果最好。',
      'Negative prompt': '不希望图中出现的内容，例如“blurry, text, watermark”。',
      Strength: strength,
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Output format': pngJpeg,
      'Safety checker': safetyChecker,
    },
    figures: ['默认 6 步推理。', squareHd, upTo8],
    aliases: ['文生图', '快速出图', '草图', '稳定扩散', '实时生成'],
    modes: i2iModes,
  },
  FalFastSdxlNode: {
    summary: '在 fal 上用 Stable Diffusion XL 生成图片：速度快、迭代成本低，支持反向提示词和图生图。',
    inputs: {
      prompt: '要生成的内容。SDXL 对简短的描述性短语响应良好。',
      image: startRepaint,
    },
    outputs: { image: generatedImages },
    properties: {
      'Image size': '输出的宽高比和分辨率。square HD 为 1024x1024，即 SDXL 训练时的尺寸。',
      'Inference steps': '步数越多，细节越丰富，耗时也越长。通常 20 到 30 步就够了。',
      'Guidance scale': '图片贴合提示词的程度。值过高画面会过饱和；值过低会偏离提示词。',
      'Negative prompt': '不希望图中出现的内容，例如“blurry, extra fingers, watermark”。',
      Strength: strength,
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Output format': pngJpeg,
      'Safety checker': safetyChecker,
    },
    figures: [squareHd, upTo8],
    aliases: ['文生图', '图生图', '稳定扩散', '反向提示词', '快速出图'],
    modes: i2iModes,
  },
  FalFastSdxlControlnetCannyNode: {
    summary: '用 Stable Diffusion XL 根据提示词生成图片，同时遵循控制图（例如 Canny 边缘图）的轮廓。',
    inputs: {
      prompt: '要生成的内容，包括材质、光照和风格。',
      'control image': '用边缘固定构图的图片，通常是 Canny Edge Detection 输出的边缘图。',
    },
    outputs: { image: generatedImages },
    properties: {
      'ControlNet conditioning scale': '图片遵循控制图的严格程度。调高可更紧地贴合轮廓；调低则给提示词更多发挥空间。',
      'Image size': '输出的宽高比和分辨率。留空则沿用控制图的尺寸。',
      'Negative prompt': '不希望图中出现的内容，例如“blurry, low resolution, text”。',
      'Inference steps': steps,
      'Guidance scale': '图片贴合提示词的程度。值过高画面会生硬、过饱和。',
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Expand prompt': '生成前给你的提示词补充额外的描述词。',
      'Safety checker': safetyChecker,
    },
    figures: [squareHd, '不设置 Image size 时，输出沿用控制图的尺寸。'],
    aliases: ['边缘控制', '线稿生图', '草图生图', '构图控制', '控制网'],
  },
  FalFastSdxlInpaintingNode: {
    summary: '用 Stable Diffusion XL 按提示词只重绘图片中被蒙版覆盖的部分，其余部分保持不变。',
    inputs: {
      image: '要编辑的图片。',
      mask: '与图片同尺寸的黑白图：白色区域重绘，黑色区域保留。',
      prompt: '蒙版区域中应出现的内容。',
    },
    outputs: { image: '编辑后的图片。' },
    properties: {
      Strength: '蒙版区域的改动幅度。接近 1 时完全不考虑原有内容；值越低，越保留原来的颜色和形状。',
      'Image size': '输出的宽高比和分辨率。请选最接近原图的一项。square HD 为 1024x1024。',
      'Negative prompt': '不希望重绘区域出现的内容，例如“text, watermark, extra fingers”。',
      'Inference steps': steps,
      'Guidance scale': '重绘区域贴合提示词的程度。',
      'Number of images': '每次运行生成几个变体。',
      Seed: seedResult,
      'Output format': pngJpeg,
      'Safety checker': safetyChecker,
    },
    figures: [squareHd, '蒙版中白色部分重绘，黑色部分保留。'],
    aliases: ['局部重绘', '蒙版', '消除', '去除物体', '替换物体', '修图'],
  },
  FalFluxDevNode: {
    summary: '根据提示词生成细节丰富、照片级真实的图片，也可以从一张图或已训练的风格出发。',
    inputs: {
      prompt: naturalPrompt,
      image: startTransform,
      style: styles,
    },
    outputs: { image: generatedImages },
    properties: {
      'Image size': imageSizeNoI2i,
      'Inference steps': stepsBalanced,
      'Guidance scale': '图片贴合提示词的程度。值越高越照字面执行，但画面可能生硬。',
      Strength: strength,
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Output format': pngJpeg,
      'Safety checker': safetyChecker,
    },
    figures: [squareHd, upTo4],
    aliases: ['文生图', '图生图', '照片级', '写实', 'LoRA 出图'],
    modes: styleModes,
  },
  FalFluxKontextNode: {
    summary: '按一句自然语言指令编辑图片，例如“改成夜景”或“替换招牌文字”，其余内容保持不变。',
    inputs: {
      prompt: '编辑指令：要改什么，要保留什么。',
      image: '要编辑的图片。',
    },
    outputs: { image: '编辑后的图片。' },
    properties: {
      'Aspect ratio': '结果的画面比例。留空则保持输入图片的比例。',
      'Guidance scale': '编辑遵循指令的严格程度。改动太保守时调高此值。',
      'Number of images': '每次运行生成几个编辑版本。',
      Seed: seedResult,
      'Safety tolerance': safetyTolerance,
      'Enhance prompt': '让模型在编辑前改写你的指令。每次运行的结果差异会更大。',
      'Output format': pngJpeg,
    },
    figures: ['需要输入图片。', nineRatios, upTo4],
    aliases: ['图片编辑', '指令修图', 'AI 修图', '改图', '局部修改'],
  },
  FalFluxKreaDevNode: {
    summary: '生成自然、摄影感的图片，没有光滑的“AI 味”，也可以从起始图出发或使用已训练的风格。',
    inputs: {
      prompt: naturalPrompt,
      image: startTransform,
      style: styles,
    },
    outputs: { image: generatedImages },
    properties: {
      'Image size': imageSizeNoI2i,
      'Inference steps': stepsBalanced,
      'Guidance scale': '图片贴合提示词的程度。值越高越照字面执行，但画面可能生硬。',
      Strength: strength,
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Output format': pngJpeg,
      'Safety checker': safetyChecker,
    },
    figures: [squareHd, upTo4],
    aliases: ['文生图', '图生图', '写实', '摄影感', '去 AI 味'],
    modes: styleModes,
  },
  FalFluxProV11UltraNode: {
    summary: '根据提示词生成最高 400 万像素（2K 级）的高分辨率图片，可选更自然的 Raw 效果。',
    inputs: {
      prompt: naturalPrompt,
      image: '图片提示：结果会借鉴它的构图和色彩，权重由 Image prompt strength 决定。',
    },
    outputs: { image: generatedImages },
    properties: {
      'Aspect ratio': '输出的画面比例，按该比例原生渲染，而不是从正方形裁切。',
      Raw: '画面处理痕迹更少、更自然，接近未经修饰的照片。',
      'Image prompt strength': '仅在连接了图片时生效：0 只遵循提示词，1 只遵循图片。',
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Safety tolerance': safetyTolerance,
      'Enhance prompt': '让模型在生成前扩写你的提示词。每次运行的结果差异会更大。',
      'Output format': pngJpeg,
    },
    figures: ['每张图最高 400 万像素（2K 级分辨率）。', nineRatios, upTo4],
    aliases: ['文生图', '高清', '高分辨率', '2K', '写实'],
  },
  FalGeminiImageNode: {
    summary: 'Google 的“Nano Banana”模型：按自然语言指令生成图片，或编辑、合成你连接的图片。',
    inputs: {
      prompt: '要生成的内容，或要对连接的图片做哪些修改。',
      image: '要编辑或合成的图片。连接后，提示词会被当作针对这些图片的指令。',
    },
    outputs: { image: generatedOrEdited },
    properties: {
      'Aspect ratio': '输出的画面比例。留空则生成正方形图片，编辑时则保持输入图片的比例。',
      'Number of images': numberOfImages,
      'Output format': pngJpegWebp,
    },
    figures: ['10 种宽高比，从 21:9 到 9:16。', upTo4],
    aliases: ['纳米香蕉', '谷歌', '图片编辑', '多图合成', '角色一致性', '文生图'],
    modes: editModes,
    unconfirmed: '约 100 万像素的输出尺寸（1:1 时为 1024x1024）和 SynthID 水印。',
  },
  OpenAIGPTImageNode: {
    summary: 'OpenAI 的图像模型：能理解冗长细致的提示词，文字拼写准确，可编辑连接的图片，还能生成透明背景。',
    inputs: {
      prompt: '要生成的内容，或如何修改连接的图片。',
      image: '要编辑或用作参考的图片。连接后，节点会编辑图片，而不是从头生成。',
    },
    outputs: { image: generatedOrEdited },
    properties: {
      Size: '输出尺寸：正方形、横版或竖版。auto 由模型根据提示词自行选择。',
      Quality: 'low 最快，适合草图；high 耗时更长，精细细节和小字渲染效果最好。',
      'Number of images': numberOfImages,
      Background: 'transparent 生成空背景上的抠图效果，需要 PNG 或 WebP 输出。',
      'Output format': 'PNG 保留全部细节和透明度；JPEG 文件更小，但不支持透明。',
      Moderation: 'OpenAI 过滤请求的严格程度。low 限制较少，但仍须遵守 OpenAI 的使用政策。',
    },
    figures: [
      '尺寸为 1024x1024、1536x1024 和 1024x1536 像素。',
      '每次运行最多 10 张图。',
      '输出 PNG 或 WebP 时支持透明背景。',
    ],
    aliases: ['文生图', '图片编辑', '透明背景', '图中文字', 'ChatGPT 画图'],
    modes: editModes,
  },
  FalIdeogramV2Node: {
    summary: '生成海报、Logo 和图形设计，文字清晰易读、排布得当，提供风格预设和自动扩写提示词。',
    inputs: {
      prompt: '要生成的内容。要渲染的确切文字请放在引号中。',
    },
    outputs: { image: generatedImages },
    properties: {
      'Aspect ratio': '输出的画面比例，从宽横幅（3:1）到窄长条（1:3）。',
      Style: '视觉预设。design 适合 Logo 和海报；auto 由模型自行决定。',
      'Magic Prompt': '生成前为你的提示词补充更多细节。想精确控制措辞时请关闭。',
      'Negative prompt': negative,
      Seed: seedImage,
    },
    figures: ['11 种宽高比，从 3:1 到 1:3。', oneImage],
    aliases: ['海报设计', 'Logo 设计', '图中文字', '字体设计', '文生图'],
  },
  FalQwenImageNode: {
    summary: '生成图片，文字渲染能力强，包括中文和密集排版，也可以从起始图出发。',
    inputs: {
      prompt: '要生成的内容，要渲染的文字请放在引号中。',
      image: '起始图。连接后，节点按提示词重绘这张图。',
    },
    outputs: { image: generatedImages },
    properties: {
      'Image size': imageSize,
      'Inference steps': '步数越多，细节越丰富，耗时也越长。默认值是不错的平衡点。',
      'Guidance scale': '图片贴合提示词的程度。请保持较低的值，值高了画面会生硬。',
      'Negative prompt': negative,
      Strength: '仅在连接了起始图时生效：0 保留原图，1 完全重画。',
      Acceleration: '生成更快，但会损失一些画质。',
      'Number of images': numberOfImages,
      Seed: seedImage,
      'Output format': pngJpeg,
      'Safety checker': safetyChecker,
    },
    figures: ['可渲染英文和中文文字。', squareHd, upTo4],
    aliases: ['通义千问', '千问', '阿里巴巴', '中文文字', '图中文字', '文生图'],
    modes: i2iModes,
  },
  FalRecraftV3Node: {
    summary: '生成可直接用于设计的插画、矢量风格作品和照片，能准确渲染长段文字，适合海报和品牌图形。',
    inputs: {
      prompt: '要生成的内容，要渲染的文字请放在引号中。最多 1,000 个字符。',
    },
    outputs: { image: generatedImages },
    properties: {
      Style: '图片类型：照片、数字插画、扁平矢量风格作品，或由模型自行选择。',
      'Image size': imageSize,
    },
    figures: [squareHd, '提示词最多 1,000 个字符。', oneImage],
    aliases: ['矢量图', '插画', 'Logo 设计', '图标', '平面设计', '文生图'],
  },
  FalRemBgNode: {
    summary: '用开源工具 rembg 去除图片背景，返回透明背景上的主体。',
    inputs: { image: '要去除背景的图片。' },
    outputs: { image: '透明背景的主体 PNG。' },
    properties: {
      'Crop to subject': '把结果裁切到主体周围的边框，而不是保持原图尺寸。',
    },
    figures: [transparentPng],
    aliases: ['抠图', '背景移除', '去背景', '透明背景', '贴纸'],
  },
  FalReveNode: {
    summary: '生成精致的图片，能紧密遵循详细的提示词，文字干净，也能按指令编辑连接的图片。',
    inputs: {
      prompt: '要生成的内容，或如何修改连接的图片。',
      image: '要编辑的图片。连接后，提示词会被当作编辑指令。',
    },
    outputs: { image: generatedOrEdited },
    properties: {
      'Aspect ratio': '文生图时输出的画面比例。编辑时保持输入图片的比例。',
      'Number of images': numberOfImages,
      'Output format': pngJpegWebp,
    },
    figures: ['7 种宽高比，从 16:9 到 9:16。', upTo4, '提示词最多 2,560 个字符。'],
    aliases: ['文生图', '图片编辑', '提示词遵循', '图中文字', '改图'],
    modes: i2iModes,
  },
  FalSeedreamNode: {
    summary: '生成和编辑最高 4K 的图片，可合成最多 10 张参考图，并保持主体一致。',
    inputs: {
      prompt: '要生成的内容，或如何编辑、合成连接的图片。',
      image: '最多 10 张要编辑或合成的参考图。连接后，节点会编辑图片，而不是从头生成。',
    },
    outputs: { image: generatedOrEdited },
    properties: {
      'Image size':
        '输出尺寸。auto 2K 和 auto 4K 让 Seedream 在对应分辨率下自行决定比例。留空时，文生图输出 2048x2048；fal 未说明编辑结果的尺寸。',
      'Number of images': '每次运行进行几次独立生成。',
      'Max images per generation':
        '大于 1 时，每次生成可能返回一组相关图片，例如分镜或商品变体。编辑时，连接的图片与返回的图片合计不能超过 15 张。',
      Seed: seedImage,
      'Safety checker': safetyChecker,
    },
    figures: [
      '输出最高 4K，即 4096x4096 像素。',
      '文生图未选择尺寸时，输出 2048x2048（2K）。',
      '可编辑并合成最多 10 张参考图。',
      '每次运行最多 6 次生成。',
    ],
    aliases: ['即梦', '豆包', '字节跳动', '4K', '多图参考', '图片编辑'],
    modes: editModes,
    unconfirmed: '未设置 Image size 时编辑结果的尺寸；2048x2048 仅对文生图得到证实。',
  },
  FalWan22ImageNode: {
    summary: '用阿里巴巴的 Wan 2.2 视频模型生成电影感的摄影静帧，适合作为视频的关键帧。',
    inputs: {
      prompt: '要生成的内容。描述这个镜头：主体、光线、镜头和氛围。',
    },
    outputs: { image: generatedImages },
    properties: {
      'Image size': imageSize,
      'Inference steps': steps,
      'Guidance scale': '图片贴合提示词的程度。值越高越照字面执行，但可能降低画质。',
      'Negative prompt': negative,
      'Prompt expansion': '生成前让语言模型为你的提示词补充细节。',
      Acceleration: 'regular 更快，画质略有损失；none 最慢、细节最多。',
      Seed: seedImage,
    },
    figures: [squareHd, oneImage],
    aliases: ['通义万相', '万相', '阿里巴巴', '电影感', '关键帧', '文生图'],
  },
} satisfies NodeTranslations;
