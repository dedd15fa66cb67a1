import {expect, test} from '@playwright/test';

const PAGE = '/introduction/getting-started';

test('TypeScript samples come with a JavaScript tab, synced across the page and remembered', async ({page}) => {
  await page.goto(PAGE);
  const groups = page.locator('.tabs-container:has(> .code-language-tabs)');
  await expect(groups).toHaveCount(2);
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab')).toHaveText(['TypeScript', 'JavaScript']);
    await expect(group.getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
  }
  const first = groups.nth(0);
  const second = groups.nth(1);
  const visibleTitles = (group: typeof first) => group.locator('[role="tabpanel"]:not([hidden]) [class*="codeBlockTitle"]').allInnerTexts();

  await expect(first.locator('[role="tabpanel"]:not([hidden])')).toContainText('PayloadAction<string>');
  expect(await visibleTitles(first)).toEqual(['src/store.ts']);
  // The hidden setup file of the second sample is compiled but not shown.
  expect(await visibleTitles(second)).toEqual(['src/hooks.ts', 'src/TodoList.tsx', 'src/main.tsx']);

  await first.getByRole('tab', {name: 'JavaScript'}).click();
  // Both samples switch together.
  await expect(second.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  expect(await visibleTitles(first)).toEqual(['src/store.js']);
  expect(await visibleTitles(second)).toEqual(['src/hooks.js', 'src/TodoList.jsx', 'src/main.jsx']);
  const js = await first.locator('[role="tabpanel"]:not([hidden]) pre').innerText();
  expect(js).toContain("import { configureStore, createSlice } from '@reduxjs/toolkit'");
  expect(js).toContain('// Immer turns this "mutation" into an immutable update');
  expect(js).not.toMatch(/PayloadAction|interface |: TodosState|export type/);

  // Remembered on the next visit.
  await page.goto('/');
  await page.goto(PAGE);
  await expect(page.locator('.code-language-tabs').first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
