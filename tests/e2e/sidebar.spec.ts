import { expect, test } from '@playwright/test';

const EXPECTED = [
  'Overview',
  'Quick Start',
  'Core Concepts',
  'Canvas and Navigation',
  'Nodes',
  'Sockets and Connections',
  'Building Flows',
  'Interface',
  'Working with Media',
  'Providers',
  'API Keys',
  'Templates',
  'Style Training',
  'Sharing',
  'Troubleshooting',
  'Nodes Reference',
  'All Nodes',
];

test('the guide sidebar follows the spec order, with Nodes Reference expanded', async ({ page }) => {
  await page.goto('/guide/quick-start');
  const sidebar = page.locator('aside.rp-doc-layout__sidebar');
  const texts = await sidebar.locator('.rp-sidebar-item__left').allInnerTexts();
  // The guide, then the Nodes Reference group (its node sections are checked in nodes.spec.ts).
  expect(texts.map((t) => t.trim()).slice(0, EXPECTED.length)).toEqual(EXPECTED);
  await expect(sidebar.getByRole('link', { name: 'All Nodes' })).toBeVisible();
});

test('the current page is marked in the sidebar', async ({ page }) => {
  await page.goto('/guide/api-keys');
  const current = page.locator('aside.rp-doc-layout__sidebar .rp-sidebar-item--active');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('API Keys');
});
