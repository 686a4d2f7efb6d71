import { describe, expect, it } from 'vitest';
import { reportProblemUrl } from '../../theme/reportProblem';

describe('reportProblemUrl', () => {
  it('opens a new issue with the title and body filled in, whatever characters they hold', () => {
    const url = new URL(
      reportProblemUrl('https://github.com/o/r', 'Problem on "A & B?"', 'Page: https://x/y#z\n\n页面'),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/o/r/issues/new');
    expect(url.searchParams.get('title')).toBe('Problem on "A & B?"');
    expect(url.searchParams.get('body')).toBe('Page: https://x/y#z\n\n页面');
  });
});
