import { afterEach, describe, expect, it, vi } from 'vitest';
import { gate } from '../../plugins/shared/gate';

afterEach(() => vi.restoreAllMocks());

const SECTIONS = [
  { title: 'Invalid node data', problems: ['data/nodes/a.ts: FalXNode.model: required'] },
  { title: 'Empty section', problems: [] },
  { title: 'Translations', problems: ['docs/v2/zh/guide/new.mdx: missing'] },
];

describe('the content gate', () => {
  it('stops a build with every problem under its section, sections without problems left out', () => {
    expect(() => gate('patchbay:x', SECTIONS, true)).toThrow(
      '[patchbay:x] Invalid node data:\n  - data/nodes/a.ts: FalXNode.model: required\nTranslations:\n  - docs/v2/zh/guide/new.mdx: missing',
    );
    // A caller that does not say it is the dev server gets the build's behaviour.
    expect(() => gate('patchbay:x', SECTIONS, undefined)).toThrow('Invalid node data');
  });

  it('lets the dev server go on, printing the same problems as a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => gate('patchbay:x', SECTIONS, false)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('docs/v2/zh/guide/new.mdx: missing');
    expect(warn.mock.calls[0][0]).toContain('the dev server keeps serving; the build stops on this');
  });

  it('says nothing when there is nothing to say', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => gate('patchbay:x', [{ title: 'Fine', problems: [] }], true)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
