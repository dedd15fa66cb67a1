import { expect, test } from '@playwright/test'
import { waitForHydration } from './hydration'

// "Since" badges (manuals/api-history.md) are server-rendered HTML: a
// reader without scripts gets them, with their full names for screen readers.

test('a "since" badge names its release for assistive technology, with or without JavaScript', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  for (const tab of [noScript, page]) {
    await tab.goto('/api/configureStore')
    if (tab === page) await waitForHydration(page)
    const heading = tab.getByRole('heading', {
      name: 'duplicateMiddlewareCheck Added in 2.7.0',
    })
    await expect(heading).toHaveAttribute('id', 'duplicatemiddlewarecheck')
    await expect(heading.getByRole('img')).toHaveText('2.7+')
    // The heading and the option's row.
    await expect(
      tab.locator('article').getByRole('img', { name: 'Added in 2.7.0' }),
    ).toHaveCount(2)
  }
  await context.close()
})

test('a name first shipped in a patch release is badged with that exact version', async ({
  page,
}) => {
  await page.goto('/rtk-query/api/created-api/hooks')
  await waitForHydration(page)
  const heading = page.getByRole('heading', {
    name: 'UNINITIALIZED_VALUE Added in 2.2.7',
  })
  await expect(heading).toHaveAttribute('id', 'uninitialized_value')
  await expect(heading.getByRole('img')).toHaveText('2.2.7+')
})
