import type { UserConfig } from '@rspress/core';

export declare const CONFIG_FILE: string;

/** See loadConfig.mjs. */
export declare function loadConfig(
  cwd: string,
): Promise<{ content: UserConfig; filePath: string; dependencies: string[] }>;
