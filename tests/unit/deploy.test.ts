import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  concurrency: { group: string; 'cancel-in-progress': string | boolean };
  jobs: { build: { steps: Step[] } };
};
const steps = workflow.jobs.build.steps;
/** A GitHub Actions expression as the workflow file writes it. */
const expression = (inner: string) => `\${{ ${inner} }}`;

describe('the deploy workflow', () => {
  it('builds on the current Node LTS', () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe('lts/*');
  });

  it('never cancels a running deploy of main, only a superseded pull request check', () => {
    expect(workflow.concurrency['cancel-in-progress']).toBe(expression("github.event_name == 'pull_request'"));
  });

  it('builds again with PATCHBAY_BASE or PATCHBAY_LOCALE_REDIRECT, when the repository sets either, after the tests and before publishing', () => {
    const deploying = steps.findIndex((s) => s.env?.PATCHBAY_BASE === expression('vars.PATCHBAY_BASE'));
    expect(deploying).toBeGreaterThan(steps.findIndex((s) => s.run === 'npm test'));
    expect(steps[deploying].run).toBe('npm run build');
    expect(steps[deploying].env?.PATCHBAY_LOCALE_REDIRECT).toBe(expression('vars.PATCHBAY_LOCALE_REDIRECT'));
    expect(steps[deploying].if).toBe("vars.PATCHBAY_BASE != '' || vars.PATCHBAY_LOCALE_REDIRECT != ''");
    expect(deploying).toBeLessThan(steps.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact')));
  });

  it('tests the root build as the site sets it: no step before the tests sets the base or the redirect mode', () => {
    const tests = steps.findIndex((s) => s.run === 'npm test');
    for (const step of steps.slice(0, tests + 1)) {
      expect(Object.keys(step.env ?? {})).not.toContain('PATCHBAY_BASE');
      expect(Object.keys(step.env ?? {})).not.toContain('PATCHBAY_LOCALE_REDIRECT');
    }
  });
});
