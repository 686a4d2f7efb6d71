import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../config/site';
import { prepareMdxSource } from '../../scripts/mdxSource';

describe('prepareMdxSource', () => {
  it('replaces the product token, blanks frontmatter and keeps line numbers', () => {
    const out = prepareMdxSource('---\ntitle: x\n---\n# Hello %PRODUCT%\n');
    expect(out).toBe(`\n\n\n# Hello ${PRODUCT_NAME}\n`);
  });

  it('escapes custom heading ids the way Rspress does', () => {
    expect(prepareMdxSource('## fal {#fal}\n')).toBe('## fal \\{#fal}\n');
  });
});

describe('the product token', () => {
  it('stays literal inside inline code', () => {
    expect(prepareMdxSource('Write `%PRODUCT%` for %PRODUCT%.')).toBe(`Write \`%PRODUCT%\` for ${PRODUCT_NAME}.`);
  });
});
