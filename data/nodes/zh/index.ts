/** Chinese text of the node catalogue, one file per category file of data/nodes/ (see ../translation.ts). */
import audio from './audio';
import basic from './basic';
import chat from './chat';
import image from './image';
import preprocessor from './preprocessor';
import threeD from './threeD';
import upscaler from './upscaler';
import video from './video';

export default {
  'data/nodes/zh/basic.ts': basic,
  'data/nodes/zh/chat.ts': chat,
  'data/nodes/zh/image.ts': image,
  'data/nodes/zh/preprocessor.ts': preprocessor,
  'data/nodes/zh/upscaler.ts': upscaler,
  'data/nodes/zh/video.ts': video,
  'data/nodes/zh/audio.ts': audio,
  'data/nodes/zh/threeD.ts': threeD,
};
