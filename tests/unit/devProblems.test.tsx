// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_PROBLEMS_MODULE, pluginDevProblems } from '../../plugins/devProblems';
import { devProblems, gate } from '../../plugins/shared/gate';
import { DevProblemsPanel } from '../../theme/components/DevProblemsPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const utils = { addPlugin: () => {}, removePlugin: () => {} };

describe('problems the dev server lets through', () => {
  it('are noted by check, a check that runs again replacing its own', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    gate('patchbay:a', [{ title: 'Translations', problems: ['docs/v2/zh/guide/new.mdx: missing'] }], false);
    gate('patchbay:b', [{ title: 'Flows', problems: ['data/flows/x.json: nodes: required'] }], false);
    expect(devProblems().map((s) => s.title)).toEqual(['Translations', 'Flows']);
    gate('patchbay:a', [{ title: 'Translations', problems: [] }], false);
    expect(devProblems().map((s) => s.title)).toEqual(['Flows']);
    // A build throws instead, and leaves the dev report alone.
    expect(() => gate('patchbay:b', [{ title: 'Flows', problems: ['y'] }], true)).toThrow();
    expect(devProblems()).toEqual([{ title: 'Flows', problems: ['data/flows/x.json: nodes: required'] }]);
  });

  it('reach the browser through the panel, in dev only', async () => {
    const plugin = pluginDevProblems('/project');
    const dev = await plugin.config?.({ globalUIComponents: ['/zoom.tsx'] }, utils, false);
    expect(dev?.globalUIComponents).toEqual(['/zoom.tsx', '/project/theme/components/DevProblems.tsx']);
    const build = await plugin.config?.({ globalUIComponents: ['/zoom.tsx'] }, utils, true);
    expect(build?.globalUIComponents).toEqual(['/zoom.tsx']);
    // Anything but the dev server's false is a build.
    const unsaid = await plugin.config?.({ globalUIComponents: ['/zoom.tsx'] }, utils, undefined as unknown as boolean);
    expect(unsaid?.globalUIComponents).toEqual(['/zoom.tsx']);
    const modules = (await plugin.addRuntimeModules?.({}, false)) as Record<string, string>;
    expect(modules[DEV_PROBLEMS_MODULE]).toBe(`export default ${JSON.stringify(devProblems())};`);
  });
});

describe('the dev problems panel', () => {
  const SECTIONS = [
    { title: 'The languages of the docs do not match', problems: ['docs/v2/zh/guide/new: missing'] },
    { title: 'Invalid flow files (data/flows/)', problems: ['a.json: x', 'b.json: y'] },
  ];

  it('lists every problem under its check, with the count in its heading', () => {
    render(<DevProblemsPanel sections={SECTIONS} />);
    const panel = screen.getByRole('complementary', { name: '3 problems the build will stop on' });
    expect(panel.textContent).toContain('docs/v2/zh/guide/new: missing');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      SECTIONS.map((s) => s.title),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('says one problem in the singular', () => {
    render(<DevProblemsPanel sections={SECTIONS.slice(0, 1)} />);
    expect(screen.getByRole('heading', { name: '1 problem the build will stop on' })).toBeTruthy();
  });

  it('hides on request, and shows nothing when there is nothing to fix', () => {
    const { unmount } = render(<DevProblemsPanel sections={SECTIONS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    render(<DevProblemsPanel sections={[{ title: 'Fine', problems: [] }]} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
