// Renders static/img/social-card.png (1200×630, the og:image) from HTML with
// the system Chromium. Run it again after changing the artwork or the tagline.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

const logo = readFileSync(
  new URL('../static/img/logo.svg', import.meta.url),
  'utf8',
)
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:90px;display:flex;flex-direction:column;justify-content:center;gap:36px;
  background:linear-gradient(135deg,#5b3a92 0%,#764abc 60%,#8f6cce 100%);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:32px">
    <div style="width:140px;height:140px;border-radius:28px;box-shadow:0 0 0 6px rgba(255,255,255,.35)">${logo.replace('<svg ', '<svg width="140" height="140" ')}</div>
    <div style="font-size:88px;font-weight:700;letter-spacing:-1px">Redux Toolkit</div>
  </div>
  <div style="font-size:40px;line-height:1.3;max-width:980px;opacity:.95">The official, opinionated, batteries-included toolset for efficient Redux development</div>
  <div style="font-size:30px;opacity:.85">Guides · API reference · RTK Query</div>
</div></body></html>`

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.screenshot({
    path: new URL('../static/img/social-card.png', import.meta.url).pathname,
    type: 'png',
  })
} finally {
  await browser.close()
}
