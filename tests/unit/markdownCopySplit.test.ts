import { evaluate } from '@mdx-js/mdx';
import { remarkSplitMdx } from '@rspress/core/dist/node/ssg-md/remarkSplitMdx.js';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToMarkdownString } from 'react-render-to-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, test } from 'vitest';
import { markdownCopySplit } from '../../plugins/builtPages/markdownCopies';

// The Markdown copy as Rspress makes it (node/mdx/options.js with isSsgMd): the page's MDX split by remarkSplitMdx
// with the site's options, then rendered by react-render-to-markdown. Patched in patches/@rspress+core+*.patch.
async function markdownCopy(mdx: string): Promise<string> {
  const { default: Content } = await evaluate(mdx, {
    ...runtime,
    remarkPlugins: [remarkGfm, [remarkSplitMdx, markdownCopySplit]],
  });
  return renderToMarkdownString(createElement(Content, { components: { Socket, Note } }));
}

// Stand-ins for the site's components, which write Markdown of their own in the copy: a socket is its name in bold.
const Socket = ({ type }: { type: string }) => createElement('strong', null, type);
const Note = ({ children }: { children: ReactNode }) => createElement('div', null, children);

describe('Markdown copies keep the paragraphs of a page that has JSX in its text', () => {
  // Markdown the copy step has nothing to change in: the copy is the source.
  test.each([
    [
      'keys stay keys, on the line they were written on',
      'Press <kbd>Ctrl/Cmd</kbd>+<kbd>A</kbd> to select every node.\n',
    ],
    [
      'emphasis, code and links beside a key do not break the line',
      'Open the **Recent** tab, type `x` and press <kbd>Enter</kbd>, or see [Keys](/k).\n',
    ],
    [
      'a paragraph with a key stays apart from the next paragraph and heading',
      'Press <kbd>Shift</kbd>+<kbd>1</kbd>.\n\nThen look.\n\n## Next <kbd>M</kbd>\n\nText.\n',
    ],
    ['a key in a list reads as in a paragraph', '- Hold <kbd>Space</kbd> and drag.\n- Scroll.\n'],
  ])('%s', async (_, source) => {
    expect(await markdownCopy(source)).toBe(source);
  });

  test('a component in a list item or a table cell writes its Markdown there, not its JSX', async () => {
    const copy = await markdownCopy(
      '1. Drag from the <Socket type="text" /> output.\n2. Drop it.\n\n| Media | Socket |\n|---|---|\n| Images | <Socket type="image" /> |\n',
    );
    expect(copy).toContain('1. Drag from the **text** output.\n2. Drop it.\n');
    expect(copy).toMatch(/\| Images \| \*\*image\*\* +\|/);
    expect(copy).not.toContain('<Socket');
  });

  test("the paragraphs inside a component stay apart, with the component's Markdown in them", async () => {
    const copy = await markdownCopy('<Note>\nConnect its <Socket type="style" /> output.\n\nThen run it.\n</Note>\n');
    expect(copy).toContain('Connect its **style** output.\n\nThen run it.');
  });
});
