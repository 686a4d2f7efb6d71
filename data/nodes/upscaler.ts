import type { NodeEntry } from './schema';

/** Upscalers: make an image or a video larger and sharper. */
export default [
  {
    id: 'FalEsrganNode',
    name: 'ESRGAN Upscale',
    category: 'upscaler',
    kind: 'executable',
    provider: 'fal',
    vendor: 'Tencent ARC (Real-ESRGAN)',
    model: 'fal-ai/esrgan',
    summary:
      'Enlarges an image with Real-ESRGAN, sharpening edges and removing compression noise without inventing new content.',
    inputs: [{ name: 'image', type: 'image', required: true, description: 'The image to enlarge.' }],
    outputs: [{ name: 'image', type: 'image', description: 'The enlarged image.' }],
    properties: [
      {
        name: 'Scale',
        type: 'number',
        default: 2,
        min: 1,
        max: 8,
        description: 'How many times larger the output is on each side: 2 turns 1024x1024 into 2048x2048.',
      },
      {
        name: 'Model',
        type: 'enum',
        default: 'RealESRGAN_x4plus',
        options: [
          'RealESRGAN_x4plus',
          'RealESRGAN_x2plus',
          'RealESRGAN_x4plus_anime_6B',
          'RealESRGAN_x4_v3',
          'RealESRGAN_x4_wdn_v3',
          'RealESRGAN_x4_anime_v3',
        ],
        description:
          'The trained upscaler. The x4plus models suit photos and renders; the anime models suit flat-colour illustration.',
      },
      {
        name: 'Face',
        type: 'boolean',
        default: false,
        description: 'Adds a face-restoration pass. Turn it on for portraits whose faces come out smeared.',
      },
      {
        name: 'Output format',
        type: 'enum',
        default: 'png',
        options: ['png', 'jpeg'],
        description: 'PNG keeps every detail; JPEG files are smaller.',
      },
      {
        name: 'Tile',
        type: 'integer',
        default: 0,
        description:
          'Processes the image in tiles of this size. 0 means no tiling; try 400 or 200 if a large image fails with an out-of-memory error.',
      },
    ],
    figures: ['Default scale is 2x on each side.'],
    aliases: [
      'esrgan',
      'real-esrgan',
      'realesrgan',
      'upscale',
      'upscaler',
      'super resolution',
      'enlarge',
      'increase resolution',
      'enhance',
    ],
    since: 'v1',
    source: { checked: '2026-11-27', docs: [{ url: 'https://fal.ai/models/fal-ai/esrgan/api' }] },
  },
  {
    id: 'FalRecraftClarityUpscaleNode',
    name: 'Recraft Clarity Upscale',
    category: 'upscaler',
    kind: 'executable',
    provider: 'fal',
    vendor: 'Recraft',
    model: 'fal-ai/recraft-clarity-upscale',
    summary:
      "Raises an image's resolution with Recraft's clarity upscaler, making it sharper and cleaner while keeping its content.",
    inputs: [
      { name: 'image', type: 'image', required: true, description: 'The image to upscale. fal asks for a PNG.' },
    ],
    outputs: [{ name: 'image', type: 'image', description: 'The upscaled image.' }],
    properties: [],
    figures: ['Has no scale setting: Recraft decides the output size.'],
    aliases: [
      'recraft',
      'clarity upscale',
      'crisp upscale',
      'upscale',
      'upscaler',
      'sharpen',
      'enhance',
      'super resolution',
    ],
    since: 'v1',
    source: {
      checked: '2026-11-27',
      docs: [
        {
          url: 'https://github.com/fal-ai/fal-js/blob/2f8f702bbe5bb7ee17eaa7166f844823cc5283e4/libs/client/src/types/endpoints.ts#L25175',
          mode: "schema in fal's client library, January 2025",
        },
      ],
      unconfirmed:
        "No fal page documents fal-ai/recraft-clarity-upscale; its single PNG image input and its lack of settings follow the endpoint's last schema in fal's client library (2025).",
    },
  },
  {
    id: 'FalTopazUpscaleVideoNode',
    name: 'Topaz Video Upscale',
    category: 'upscaler',
    kind: 'executable',
    provider: 'fal',
    vendor: 'Topaz Labs',
    model: 'fal-ai/topaz/upscale/video',
    summary: 'Upscales a video with Topaz Video AI and can raise its frame rate with frame interpolation.',
    inputs: [{ name: 'video', type: 'video', required: true, description: 'The video to upscale.' }],
    outputs: [
      { name: 'video', type: 'video', description: 'The upscaled video, at the new frame rate if you set one.' },
    ],
    properties: [
      {
        name: 'Upscale factor',
        type: 'number',
        default: 2,
        min: 1,
        max: 4,
        description: 'How many times larger each side becomes, from 1 to 4: 2 turns 960x540 into 1920x1080.',
      },
      {
        name: 'Target FPS',
        type: 'integer',
        min: 16,
        max: 60,
        description:
          'A frame rate from 16 to 60 to reach with frame interpolation, for example 60. Leave it empty to keep the original frame rate.',
      },
      {
        name: 'Model',
        type: 'enum',
        default: 'Proteus',
        options: [
          'Proteus',
          'Artemis HQ',
          'Artemis MQ',
          'Artemis LQ',
          'Nyx',
          'Nyx Fast',
          'Nyx XL',
          'Nyx HF',
          'Gaia HQ',
          'Gaia CG',
          'Gaia 2',
          'Starlight Precise 1',
          'Starlight Precise 2',
          'Starlight Precise 2.5',
          'Starlight HQ',
          'Starlight Mini',
          'Starlight Sharp',
          'Starlight Fast 1',
          'Starlight Fast 2',
        ],
        description:
          'The Topaz enhancement model. Proteus suits most footage; Artemis denoises and sharpens degraded sources; Nyx is for denoising; Gaia HQ and Gaia CG refine rendered and CG content, Gaia 2 handles animation and motion graphics at 2x; Starlight is generative and rebuilds detail. Starlight Precise 1, Starlight Precise 2 and Starlight Fast 1 are deprecated: use Starlight Precise 2.5 or Starlight Fast 2.',
        deprecatedOptions: {
          'Starlight Precise 1': {
            status: 'deprecated',
            date: '2026-08-02',
            replacement: 'Starlight Precise 2.5',
            source: {
              url: 'https://developer.topazlabs.com/video-models/upscaling-and-enhancement/generative/starlight-precise-1',
              checked: '2026-11-28',
            },
          },
          'Starlight Precise 2': {
            status: 'deprecated',
            date: '2026-08-02',
            replacement: 'Starlight Precise 2.5',
            source: {
              url: 'https://developer.topazlabs.com/video-models/upscaling-and-enhancement/generative/starlight-precise-2',
              checked: '2026-11-28',
            },
          },
          'Starlight Fast 1': {
            status: 'deprecated',
            date: '2026-08-02',
            replacement: 'Starlight Fast 2',
            source: {
              url: 'https://developer.topazlabs.com/video-models/upscaling-and-enhancement/generative/starlight-fast-1',
              checked: '2026-11-28',
            },
          },
        },
      },
      {
        name: 'H.264 output',
        type: 'boolean',
        default: false,
        description:
          'Encodes the result as H.264 instead of the default H.265, for players and editors that cannot open H.265.',
      },
    ],
    figures: [
      'Up to 4x upscaling and up to 60 FPS with frame interpolation.',
      'Output is encoded as H.265 unless you turn on H.264 output.',
    ],
    aliases: [
      'topaz',
      'topaz video ai',
      'video upscale',
      'upscale video',
      'upscaler',
      '4k',
      'frame interpolation',
      'proteus',
    ],
    since: 'v2',
    source: { checked: '2026-11-27', docs: [{ url: 'https://fal.ai/models/fal-ai/topaz/upscale/video/api' }] },
  },
] satisfies NodeEntry[];
