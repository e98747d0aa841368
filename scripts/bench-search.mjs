#!/usr/bin/env node
/**
 * `npm run bench:search`: what a reader on a phone waits for and pays for when they search (issue 30).
 * In the machine's Chromium, against a production build served with gzip (scripts/serve-build.mjs), on a
 * phone-like profile (CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), each query of a
 * set of reader queries is run cold (a fresh browser context: nothing cached) several times:
 *
 * - bytes: everything transferred (gzip as sent: code, index chunks, fragments) from opening search
 *   (Ctrl-K) to the first results on screen;
 * - first results: milliseconds from Ctrl-K (the query typed straight after it) to the frame that shows
 *   the first option;
 * - next keystroke: milliseconds from the last key of a refinement (" " and a second word, typed at
 *   `--key-interval` ms per key, 120 by default: 100 words a minute, faster than most readers type,
 *   and faster still on a phone) to the frame that shows updated results. `--key-interval 0` types the
 *   whole refinement at once: the new word's index chunk is then fetched after the last key, a round
 *   trip and ~35 KB on the phone-like link (~450 ms), where a reader's earlier keys have fetched it;
 *
 * Both times are taken in the page, from the key's event to two animation frames after the mutation
 * that put the results in (the frame that shows them has been produced): Playwright's waits poll at
 * growing intervals, and on the slowed CPU saw results ~300 ms after the page had painted them, a
 * delay of the instrument, not the reader's. The time to Playwright seeing the first option is kept
 * as `firstResultsSeen` in bench/search.json.
 * - rank: the position of the expected page among the options (1 = first; "–" = not listed).
 *
 * Prints medians per query and overall; with `--before <dir>` the same for another build (e.g. the
 * previous search) side by side, measured alternately in the same run. Writes bench/search.json.
 *
 *   node scripts/bench-search.mjs [--dir build] [--before <dir>] [--runs 5] [--key-interval 120] [--port 3402]
 *
 * A benchmark, not a test: run it on a quiet machine (the figures move with load).
 */
/* global document, location, window, performance, MutationObserver, requestAnimationFrame -- in the page's functions */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { formatJson } from './lib/format-json.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const basePort = Number(option('port', '3402'));
const keyInterval = Number(option('key-interval', '120'));
const builds = [
  { label: 'after', dir: option('dir', 'build') },
  ...(option('before') ? [{ label: 'before', dir: option('before') }] : []),
];

/** Reader queries, the page they expect, and a refinement typed after the first results. */
const QUERIES = [
  { query: 'guard', expected: ['/guards'], refine: ' roles' },
  {
    query: 'dependency injection',
    expected: ['/providers', '/fundamentals/custom-providers'],
    refine: ' scope',
  },
  { query: 'ParseIntPipe', expected: ['/pipes'], refine: ' query' },
  { query: 'websocket gateway', expected: ['/websockets/gateways'], refine: ' rooms' },
  { query: 'health check', expected: ['/recipes/terminus'], refine: ' database' },
  { query: 'cors', expected: ['/security/cors'], refine: ' origin' },
  { query: 'cache', expected: ['/techniques/caching'], refine: ' redis' },
  { query: 'microservice kafka', expected: ['/microservices/kafka'], refine: ' partitions' },
  { query: 'testing', expected: ['/fundamentals/testing'], refine: ' e2e' },
  { query: 'swagger', expected: ['/openapi/introduction'], refine: ' document' },
  { query: 'forRootAsync', expected: ['/fundamentals/dynamic-modules'], refine: ' useFactory' },
  { query: '@nestjs/throttler', expected: ['/security/rate-limiting'], refine: ' storage' },
];
const PHONE = {
  cpu: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  },
};
const START = '/controllers';

const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function serve(dir, port) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-build.mjs'), '--dir', dir, '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server for ${dir} did not start`);
}

/**
 * Arms a watch in the page for what the reader waits for: the time of the next key (its keydown event,
 * as the page gets it) and of the frame that first shows a listbox with options whose text differs from
 * `previous` (null: any options). Read with `watched`.
 */
const arm = (page, previous) =>
  page.evaluate((previous) => {
    const watch = { key: null, seen: null, painted: null };
    window.__benchWatch = watch;
    window.addEventListener(
      'keydown',
      (event) => {
        watch.key ??= event.timeStamp;
      },
      { capture: true },
    );
    const holds = () => {
      const box = document.querySelector('dialog [role="listbox"]');
      return Boolean(
        box && box.querySelector('[role="option"]') && (previous === null || box.textContent !== previous),
      );
    };
    const observer = new MutationObserver(() => {
      if (watch.seen !== null || watch.key === null || !holds()) return;
      watch.seen = performance.now();
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          watch.painted = performance.now();
        }),
      );
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, previous);

/**
 * Milliseconds from the watched key to the frame showing the results (`arm`), and that frame's time on
 * the wall clock (epoch ms, as Playwright's request timings give theirs).
 */
const watched = async (page, timeout) => {
  await page.waitForFunction(() => window.__benchWatch.painted !== null, null, { timeout, polling: 'raf' });
  return page.evaluate(() => ({
    ms: Math.round(window.__benchWatch.painted - window.__benchWatch.key),
    paintedAt: performance.timeOrigin + window.__benchWatch.painted,
  }));
};

/** The options' targets and the listbox's text, read in the page. */
const listbox = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('dialog [role="listbox"]');
    return box ? (box.textContent ?? '') : '';
  });

/** The rank of the expected page when options do not name their target: open each until one lands there. */
async function rankByClicks(browser, origin, { query, expected }) {
  for (let index = 0; index < 8; index += 1) {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}${START}`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      const options = page.locator('dialog [role="option"]');
      await options.first().waitFor({ state: 'visible', timeout: 60_000 });
      if ((await options.count()) <= index) return null;
      await options.nth(index).click();
      await page.waitForFunction((start) => location.pathname !== start, START, { timeout: 20_000 });
      const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/';
      if (expected.includes(landed)) return index + 1;
    } finally {
      await page.close();
    }
  }
  return null;
}

async function oneRun(browser, origin, { query, expected, refine }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${START}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
    timeout: 60_000,
  });
  await page
    .getByRole('button', { name: 'Search docs' })
    .locator('kbd')
    .first()
    .waitFor({ state: 'attached' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  // Network conditions apply to the context's pages and workers alike (search code runs in workers).
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);

  // Bytes as transferred (gzip as sent, headers included), counted for every request of the context,
  // workers' included (the page's own CDP session does not see a worker's fetches), that finished by
  // the frame showing the first results.
  const finished = [];
  let counting = false;
  context.on('requestfinished', (request) => {
    if (!counting) return;
    finished.push(
      request.sizes().then((sizes) => {
        const timing = request.timing();
        return {
          at: timing.startTime + timing.responseEnd,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      }),
    );
  });
  await arm(page, null);
  counting = true;
  const opened = Date.now();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  const firstOption = page.locator('dialog [role="option"]').first();
  await firstOption.waitFor({ state: 'visible', timeout: 60_000 });
  const firstResultsSeen = Date.now() - opened;
  const { ms: firstResults, paintedAt } = await watched(page, 10_000);
  counting = false;
  const firstBytes = (await Promise.all(finished))
    .filter(({ at }) => at <= paintedAt)
    .reduce((sum, { bytes }) => sum + bytes, 0);

  // The expected page's rank among the options.
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll('dialog [role="option"]')].map((option) => {
      const target = option.querySelector('a[href]')?.getAttribute('href') ?? option.getAttribute('data-url');
      return target ? new URL(target, document.baseURI).pathname.replace(/\/$/, '') || '/' : null;
    }),
  );
  // Options that do not name their target (the previous search's) are ranked by clicking (rankByClicks).
  const index = targets.findIndex((target) => target !== null && expected.includes(target));
  const rank = targets.every((target) => target === null) ? undefined : index >= 0 ? index + 1 : null;

  // A refinement: the time from its last key to the listbox changing.
  const before = await listbox(page);
  await page.keyboard.type(refine.slice(0, -1), { delay: keyInterval });
  const armed = Date.now();
  await arm(page, before);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, keyInterval - (Date.now() - armed))));
  await page.keyboard.type(refine.slice(-1));
  let nextKeystroke = null;
  try {
    nextKeystroke = (await watched(page, 20_000)).ms;
  } catch {
    // unchanged results: no figure for this run
  }
  await context.close();
  return { bytes: firstBytes, firstResults, firstResultsSeen, nextKeystroke, rank };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const servers = await Promise.all(
  builds.map((build, i) => serve(path.resolve(root, build.dir), basePort + i)),
);
const results = Object.fromEntries(builds.map((b) => [b.label, {}]));
try {
  for (const item of QUERIES) {
    for (let run = 0; run < runs; run += 1) {
      // Alternate builds run by run, so a change in the machine's load touches both alike.
      for (const [i, build] of builds.entries()) {
        const origin = `http://127.0.0.1:${basePort + i}`;
        const figures = await oneRun(browser, origin, item).catch((error) => ({ error: String(error) }));
        if (figures.rank === undefined) {
          figures.rank = run === 0 ? await rankByClicks(browser, origin, item).catch(() => null) : null;
        }
        (results[build.label][item.query] ??= []).push(figures);
      }
    }
    const line = builds
      .map((b) => {
        const r = results[b.label][item.query];
        return `${b.label}: ${((median(r.map((x) => x.bytes)) ?? 0) / 1024).toFixed(0)} KB, ${median(r.map((x) => x.firstResults))} ms, next ${median(r.map((x) => x.nextKeystroke))} ms, rank ${r[0].rank ?? '–'}`;
      })
      .join(' | ');
    console.log(`${item.query.padEnd(22)} ${line}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}

const table = [];
const header = [
  'query',
  ...builds.flatMap((b) => [`${b.label} KB`, `${b.label} first ms`, `${b.label} next ms`, `${b.label} rank`]),
];
for (const { query } of QUERIES) {
  table.push([
    query,
    ...builds.flatMap((b) => {
      const r = results[b.label][query];
      return [
        ((median(r.map((x) => x.bytes)) ?? NaN) / 1024).toFixed(0),
        String(median(r.map((x) => x.firstResults))),
        String(median(r.map((x) => x.nextKeystroke))),
        String(r[0].rank ?? '–'),
      ];
    }),
  ]);
}
const overall = (label, key) =>
  median(QUERIES.map(({ query }) => median(results[label][query].map((x) => x[key]))));
table.push([
  '**median of queries**',
  ...builds.flatMap((b) => [
    ((overall(b.label, 'bytes') ?? NaN) / 1024).toFixed(0),
    String(overall(b.label, 'firstResults')),
    String(overall(b.label, 'nextKeystroke')),
    '',
  ]),
]);
console.log(
  `\nPhone-like profile: CPU ${PHONE.cpu}× slower, 1.6 Mbit/s down, 150 ms RTT; ${runs} cold runs per query, medians; refinements typed at ${keyInterval} ms per key.\n`,
);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of table) console.log(`| ${row.join(' | ')} |`);
const errors = builds.flatMap((b) =>
  Object.values(results[b.label])
    .flat()
    .filter((x) => x.error),
);
if (errors.length) console.log(`\n${errors.length} runs failed: ${errors[0].error}`);
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
// Formatted as the repository's check wants it: the file is committed with the change it measures.
fs.writeFileSync(
  path.join(root, 'bench', 'search.json'),
  await formatJson(
    path.join(root, 'bench', 'search.json'),
    JSON.stringify({ runs, keyInterval, builds, results }, null, 2),
  ),
);
