// npm run bench:search — search relevance and speed on the production build,
// in Chromium, through the navbar search box a reader uses. Needs `npm run
// build` first. Prints figures; the 90% top-3 bar is enforced by
// tests/build/searchRelevance.test.ts, not here.
import {spawn, execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from '../chromium.mjs';
import {rankOf, readQueries, summarize} from './relevance.mjs';

const BUILD = 'build';
const indexFile = readdirSync(BUILD).find((name) => /^search-index\.[0-9a-f]+\.json$/.test(name));
if (!indexFile) {
  console.error(`No search index in ${BUILD}/: run npm run build first.`);
  process.exit(1);
}

const port = execFileSync(process.execPath, ['scripts/freePort.mjs'], {encoding: 'utf8'});
const origin = `http://127.0.0.1:${port}`;
const server = spawn('npx', ['docusaurus', 'serve', '--dir', BUILD, '--port', port, '--host', '127.0.0.1', '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`docusaurus serve did not answer on ${origin}`);
}

/** Types the last character of `query` and times it until its results are on screen. */
async function timedResults(page, input, query) {
  await input.fill(query.slice(0, -1));
  const done = page.evaluate(
    (expected) =>
      new Promise((resolve) => {
        let start;
        const box = document.querySelector('nav input[role="combobox"]');
        box.addEventListener('keydown', () => (start = performance.now()), {capture: true, once: true});
        const check = () => {
          const list = document.querySelector('nav [data-search-query]');
          if (start !== undefined && list?.getAttribute('data-search-query') === expected) {
            observer.disconnect();
            const urls = [...document.querySelectorAll('nav [role="option"][data-url]')].map((o) => o.dataset.url);
            resolve({ms: performance.now() - start, urls});
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.querySelector('nav'), {subtree: true, childList: true, attributes: true});
      }),
    query,
  );
  await page.waitForTimeout(20);
  await page.keyboard.type(query.slice(-1));
  return done;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

await waitForServer();
const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
try {
  const page = await browser.newPage();
  const indexRequests = [];
  page.on('request', (request) => request.url().includes('/search-index.') && indexRequests.push(request.url()));
  await page.goto(`${origin}/api/createSlice`, {waitUntil: 'networkidle'});
  const onLoad = indexRequests.length;
  const input = page.locator('nav input[role="combobox"]');
  const focusedAt = Date.now();
  const downloaded = page.waitForResponse((response) => response.url().includes('/search-index.'));
  await input.focus();
  await downloaded;
  await input.fill('a');
  await page.locator('nav [data-search-query="a"]').waitFor({state: 'attached'});
  const readyMs = Date.now() - focusedAt;

  const queries = readQueries();
  const rows = [];
  for (const {query, expect} of queries) {
    const {ms, urls} = await timedResults(page, input, query);
    rows.push({query, expect, ms, rank: rankOf(expect, urls.map((url) => url.replace(/\?[^#]*/, ''))), top: urls[0]});
  }
  const {top1, top3, mrr} = summarize(rows.map((row) => row.rank));
  const times = rows.map((row) => row.ms);
  const raw = readFileSync(path.join(BUILD, indexFile));
  const pct = (share) => `${(share * 100).toFixed(1)}%`;

  console.log(`Search benchmark: ${queries.length} queries, ${indexFile}`);
  console.log(`  top-1 hit rate                  ${pct(top1)}`);
  console.log(`  top-3 hit rate                  ${pct(top3)}`);
  console.log(`  mean reciprocal rank            ${mrr.toFixed(3)}`);
  console.log(`  keystroke → results, median     ${percentile(times, 50).toFixed(1)} ms`);
  console.log(`  keystroke → results, p95        ${percentile(times, 95).toFixed(1)} ms`);
  console.log(`  index size                      ${(raw.length / 1024).toFixed(0)} KiB raw, ${(gzipSync(raw).length / 1024).toFixed(0)} KiB gzip`);
  console.log(`  index requests on page load     ${onLoad}`);
  console.log(`  focus → index ready             ${readyMs} ms`);
  const misses = rows.filter((row) => row.rank < 0 || row.rank >= 3);
  if (misses.length) {
    console.log('  not in the top 3:');
    for (const row of misses) console.log(`    "${row.query}" wants ${row.expect}, rank ${row.rank < 0 ? '-' : row.rank + 1}, top: ${row.top ?? '(none)'}`);
  }
} finally {
  await browser.close();
  stopServer();
}
