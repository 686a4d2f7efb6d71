import type { NodeTranslations } from '../translation';

/** Chinese text of the 3D nodes (data/nodes/threeD.ts); names, types and values come from there. */

const glbMesh = '生成的 3D 模型（GLB）。';
const returnsGlb = '返回 GLB 网格。';
const textured = '同时为网格绘制纹理。关闭时返回纯白网格；带纹理的运行，fal 按更高的费率计费。';
const steps = '步数越少，完成越快；步数越多，形状越干净。';
const octree = '提取表面时所用栅格的分辨率。值越高，保留的细节越精细，模型也越重。';
const whiteByDefault = '默认为纯白网格；可按需生成纹理。';
const pbrMaps = '在基础色之外添加金属度、粗糙度和法线贴图。';
const safetyInput = '处理前让 fal 检查输入中是否含有不安全的内容。';

export default {
  FalHunyuan3DNode: {
    summary: '把一张物体图片变成 3D 网格，可以不带纹理，也可以附带生成的纹理。',
    inputs: { image: '单个物体的图片，最好是纯色背景。' },
    outputs: { mesh: glbMesh },
    properties: {
      'Textured mesh': textured,
      'Inference steps': steps,
      'Guidance scale': '形状贴合图片的程度。',
      'Octree resolution': octree,
      Seed: '固定种子后，相同图片会再次得到相同的网格；留空则每次运行都得到新结果。',
    },
    figures: [returnsGlb, whiteByDefault, 'Octree resolution 取值 1 到 1024，默认 256。'],
    aliases: ['混元', '腾讯混元', '图生 3D', '3D 模型', '3D 建模', '网格生成'],
  },
  FalHunyuan3DMultiviewNode: {
    summary: '根据同一物体的正面、背面和左侧视图构建 3D 网格，适合单张图片无法表现的形状。',
    inputs: {
      'front image': '物体的正面视图。',
      'back image': '同一物体的背面视图。',
      'left image': '同一物体的左侧视图。',
    },
    outputs: { mesh: glbMesh },
    properties: {
      'Textured mesh': textured,
      'Inference steps': steps,
      'Guidance scale': '形状贴合图片的程度。',
      'Octree resolution': octree,
      Seed: '固定种子后，相同图片会再次得到相同的网格；留空则每次运行都得到新结果。',
    },
    figures: ['需要三个视图：正面、背面和左侧。', returnsGlb, whiteByDefault],
    aliases: ['混元', '腾讯混元', '多视图', '多图生 3D', '三视图', '3D 模型'],
  },
  FalMeshyNode: {
    summary: '把图片变成带纹理、可直接用于游戏的 3D 模型，面数和拓扑都可控制。',
    inputs: {
      image: '要建模的物体图片（JPG 或 PNG）。',
      'texture prompt': '引导纹理生成的文字，例如“weathered bronze”。',
      'texture image': '第二张图片，以其外观引导纹理生成。',
    },
    outputs: { mesh: glbMesh },
    properties: {
      Topology: 'quad 表面平滑、便于编辑；triangle 保留更多细节。',
      'Target polycount': '目标多边形数量。用于实时渲染时调低，需要特写时调高。',
      Symmetry: 'on 强制生成对称模型，off 从不强制，auto 根据图片决定。',
      Remesh: '按所选拓扑和面数重建表面。',
      Texture: '为模型绘制纹理。关闭则返回无纹理的几何体。',
      'PBR maps': pbrMaps,
      'A/T pose': 'a-pose 或 t-pose 以 A 字或 T 字姿势生成角色，方便绑定骨骼；none 不指定姿势。',
      'Safety checker': safetyInput,
    },
    figures: [
      'Target polycount 取值 100 到 300,000，默认 30,000。',
      '三角面或四边面拓扑。',
      '输入图片：JPG、JPEG 或 PNG；AVIF 和 HEIF 会自动转换。',
      returnsGlb,
    ],
    aliases: ['图生 3D', '3D 模型', '3D 建模', '游戏素材', 'PBR 材质', '网格生成'],
  },
  FalMeshyRetextureNode: {
    summary: '根据文字描述或风格图片，为现有 3D 模型绘制新纹理。',
    inputs: {
      mesh: '要重新贴图的 3D 模型。',
      prompt: '用文字描述新外观，最多 600 个字符。未连接图片时必填。',
      image: '要套用其外观的图片。未连接提示词时必填；两者都连接时以图片为准。',
    },
    outputs: { mesh: '换上新纹理的模型（GLB）。' },
    properties: {
      'Keep original UVs': '沿用模型自身的 UV 布局，而不是重新展开。模型没有 UV 时，质量可能下降。',
      'PBR maps': pbrMaps,
      'Safety checker': safetyInput,
    },
    figures: ['接受 GLB、glTF、OBJ、FBX 和 STL 模型。', '文字风格提示词最多 600 个字符。', '风格图片优先于提示词。'],
    aliases: ['重新贴图', '纹理生成', '贴图', '材质', '3D 换肤', 'PBR 材质'],
  },
  FalRodinNode: {
    summary: '根据一张或多张图片、一段文字提示词，或两者结合，生成可用于生产的 3D 模型。',
    inputs: {
      image: '物体的一张或多张图片。图生 3D 时必填；连接了提示词时可选。',
      prompt: '物体的描述。文生 3D 时必填；连接了图片时可作为额外引导。',
    },
    outputs: { mesh: glbMesh },
    properties: {
      Quality: '网格密度。high 细节最多；extra-low 生成适合实时渲染的轻量网格。',
      Material: 'PBR 生成基于物理的材质，会随场景光照变化；Shaded 把光照烘焙进颜色。',
      Tier: 'Regular 是完整模型；Sketch 是更快、更粗糙的草稿。',
      'Condition mode': '连接多张图片时：concat 把它们当作同一物体的不同视角（顺序不限）；fuse 融合图中各物体的特征。',
      'T/A pose': '以 T 字或 A 字姿势生成人形模型，方便绑定骨骼。',
      HighPack: '附加项：使用 4K 而非 1K 纹理，并生成高面数模型。fal 按更高的费率计费。',
      Seed: '固定种子后，相同输入会再次得到相同的模型；留空则每次运行都得到新结果。',
    },
    figures: [
      '可根据图片、提示词或两者生成。',
      'Quality：high、medium、low 或 extra-low（默认 medium）。',
      'HighPack 附加项：使用 4K 而非 1K 纹理，并生成高面数模型。',
      '默认返回 GLB 网格。',
    ],
    aliases: ['图生 3D', '文生 3D', '3D 模型', '多图生 3D', 'PBR 材质', '网格生成'],
  },
} satisfies NodeTranslations;
