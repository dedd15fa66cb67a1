import type { BrowserContext, Page } from '@playwright/test'
import { turnDataSaverOn } from './dataSaver'

/** Requests that stay on this machine: the site under test. */
export const LOOPBACK = /^http:\/\/127\.0\.0\.1[:/]/

/**
 * Blocks every request to another host, and records every request made (by
 * the page, its frames and their service workers), every console error and
 * every Content-Security-Policy violation (reported as a console error from
 * each document, frames included). Prefetching is off: its hints for the
 * links in view could otherwise land after Run and be counted as Run's.
 */
export async function watch(context: BrowserContext, page: Page) {
  const requests: string[] = []
  const errors: string[] = []
  await turnDataSaverOn(context)
  await context.route(
    (url) => !LOOPBACK.test(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  context.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  )
  return { requests, errors }
}
