import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowFileNotices } from '../../data/flows/markdownNotices';

const root = path.resolve(import.meta.dirname, '../..');

describe("a flow file's notices in a Markdown copy", () => {
  it('says what the picture lists: a retired node of a node page example, in the page language', () => {
    expect(flowFileNotices('talking-shot-from-a-first-frame', 'en', root)).toEqual([
      'Veo 3 is reported retired since 2026-06-30; its provider has not confirmed it. Use Kling 2.X instead.',
    ]);
    expect(flowFileNotices('talking-shot-from-a-first-frame', 'zh', root)).toEqual([
      '据报 Veo 3 已于 2026-06-30 停用；提供方尚未证实。请改用 Kling 2.X。',
    ]);
  });

  it('says nothing for a flow of current models or a name no file has', () => {
    expect(flowFileNotices('text-to-image', 'en', root)).toEqual([]);
    expect(flowFileNotices('no-such-flow', 'en', root)).toEqual([]);
  });
});
