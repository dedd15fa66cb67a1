import { expect, type FrameLocator } from '@playwright/test'
import type { ExampleApp } from '../../src/features/example-apps/apps'

// What each example app does, for the tests that run it: as built, in its
// page (runExamples.spec.ts), and from its files in the runner
// (exampleRunner.spec.ts).

/** What each app shows first, and one real interaction through its API. */
export const APPS: Record<
  ExampleApp,
  {
    first(app: FrameLocator): Promise<void>
    interact(app: FrameLocator): Promise<void>
  }
> = {
  'quick-start': {
    async first(app) {
      await expect(app.getByLabel('Count')).toHaveText('0')
      await expect(app.getByText('No changes yet.')).toBeVisible()
    },
    async interact(app) {
      await app.getByRole('button', { name: 'Increment' }).click()
      await expect(app.getByLabel('Count')).toHaveText('1')
      await expect(app.getByRole('list', { name: 'Changes' })).toHaveText('+1')
    },
  },
  'rtk-query-tutorial': {
    async first(app) {
      await expect(app.locator('main section li')).toHaveText([
        'The Left Hand of Darkness',
        'Kindred',
        'Piranesi',
      ])
    },
    // A mutation that invalidates the list's tag: the list fetches again.
    async interact(app) {
      await app.getByLabel('Title').fill('Dune')
      await app.getByLabel('Author').fill('Frank Herbert')
      await app.getByLabel('Year').fill('1965')
      await app.getByRole('button', { name: 'Add book' }).click()
      await expect(app.locator('main section li')).toHaveText([
        'The Left Hand of Darkness',
        'Kindred',
        'Piranesi',
        'Dune',
      ])
    },
  },
  'crud-optimistic': {
    async first(app) {
      await expect(app.getByRole('checkbox')).toHaveCount(3)
      await expect(
        app.getByRole('checkbox', { name: 'Water the plants' }),
      ).not.toBeChecked()
    },
    // Add (invalidates the list) and toggle (optimistic).
    async interact(app) {
      await app.getByLabel('New task').fill('Buy milk')
      await app.getByRole('button', { name: 'Add task' }).click()
      await expect(
        app.getByRole('checkbox', { name: 'Buy milk' }),
      ).toBeVisible()
      await app.getByRole('checkbox', { name: 'Water the plants' }).click()
      await expect(
        app.getByRole('checkbox', { name: 'Water the plants' }),
      ).toBeChecked()
      await expect(app.getByRole('checkbox')).toHaveCount(4)
    },
  },
  'infinite-feed': {
    async first(app) {
      await expect(
        app.getByRole('list', { name: 'Posts' }).getByRole('listitem'),
      ).toHaveCount(10)
    },
    async interact(app) {
      await app.getByRole('button', { name: 'Load more' }).click()
      await expect(
        app.getByRole('list', { name: 'Posts' }).getByRole('listitem'),
      ).toHaveCount(20)
      await expect(app.getByText('Post 20', { exact: true })).toBeVisible()
    },
  },
}
