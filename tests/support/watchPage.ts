import type { Page } from '@playwright/test';

/** What the quality sweeps record: a page and what is wrong on it. */
export interface Finding {
  page: string;
  problem: string;
}

/** Records console errors, hydration mismatches, uncaught errors, failed requests, HTTP errors and requests to other origins. */
export function watch(page: Page, origin: string, findings: Finding[], current: () => string) {
  page.on('console', (message) => {
    // React reports a hydration mismatch as a warning ("recoverable error") and then re-renders the page.
    if (message.type() === 'warning' && /hydrat|React error/i.test(message.text())) {
      findings.push({ page: current(), problem: `hydration: ${message.text().slice(0, 200)}` });
      return;
    }
    if (message.type() !== 'error') return;
    // The 404 page's own document answers 404 by design; the browser logs that as a failed resource.
    if (current() === '/404' && message.text().includes('404')) return;
    findings.push({ page: current(), problem: `console error: ${message.text()}` });
  });
  page.on('pageerror', (error) => findings.push({ page: current(), problem: `uncaught: ${error.message}` }));
  page.on('requestfailed', (request) => {
    // Moving on to the next page cancels what the last one was still loading (its idle search index prefetch).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    findings.push({ page: current(), problem: `request failed: ${request.url()} (${request.failure()?.errorText})` });
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !/^(data|blob):/.test(request.url())) {
      findings.push({ page: current(), problem: `third-party request: ${request.url()}` });
    }
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && !(current() === '/404' && response.request().isNavigationRequest())) {
      findings.push({ page: current(), problem: `HTTP ${status}: ${response.url()}` });
    }
  });
}
