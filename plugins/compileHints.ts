import type { RspressPlugin } from '@rspress/core';

/** V8's explicit compile hint: compile every function of the script eagerly, on the thread that streams it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** After minification (which would drop the comment), before the content hash (which then covers it). */
const STAGE_AFTER_MINIFY = 1000;

/**
 * Marks every browser script with V8's compile hint. The bundles' module functions all run as soon as a script
 * loads (that is what starting the app is), but V8 compiles a function lazily, on the main thread, the first time it
 * is called: half of the time the main script took to start on a phone. With the hint, Chromium compiles them while
 * the script downloads, off the main thread. Other browsers ignore the comment.
 */
export function pluginCompileHints(): RspressPlugin {
  return {
    name: 'patchbay:compile-hints',
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins, isServer, rspack }) => {
          if (isServer) return;
          appendPlugins(
            new rspack.BannerPlugin({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: STAGE_AFTER_MINIFY }),
          );
        },
      },
    },
  };
}
