#!/usr/bin/env node
/**
 * `npm run bench:nav`: what a reader feels of link prefetch. For menu links of a page, the time from a
 * click to the new page's h1 on screen, in the machine's Chromium against the production build served
 * with gzip (scripts/serve-build.mjs), on a throttled network (a reader on 4G: 150 ms round trip,
 * 1.6 Mbit/s down) and unthrottled.
 *
 * Each link is clicked as a reader does: the pointer moves onto it (Docusaurus preloads the route's
 * chunks on mouseenter), then, after a short human pause, it clicks. Measured twice on the same build:
 * with Docusaurus's prefetch (chunks of links that scroll into view, fetched while the reader reads)
 * and without it (IntersectionObserver stubbed, so nothing is prefetched). Prints the median per
 * condition and writes bench/navigation.json.
 *
 *   node scripts/bench-navigation.mjs [--dir build] [--port 3401] [--pause 120] [--rounds 3] [--label text]
 */
/* global window, document, performance, requestAnimationFrame -- in the page's functions */
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
const dir = option('dir', 'build');
const port = Number(option('port', '3401'));
const pauseMs = Number(option('pause', '120'));
const label = option('label', dir);
const rounds = Number(option('rounds', '3'));
const origin = `http://127.0.0.1:${port}`;

/** From /controllers: the next pages of the Overview section, as a reader goes through them. */
const START = '/controllers';
const LINKS = ['Providers', 'Modules', 'Middleware', 'Exception filters', 'Pipes', 'Guards', 'Interceptors'];
const NETWORKS = {
  '4G': {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  unthrottled: null,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The benchmark server did not start');
}

/** Milliseconds from the click on each link to its page's h1 on screen. */
async function clickToHeading(browser, network, prefetch) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  if (!prefetch) {
    await context.addInitScript(() => {
      // Docusaurus prefetches a link's chunks when IntersectionObserver reports it in view.
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    });
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  const times = [];
  for (const name of Array.from({ length: rounds }, () => LINKS).flat()) {
    await page.goto(`${origin}${START}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // The reader reads a while: prefetches, when on, have finished.
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name, exact: true });
    await link.hover();
    await page.waitForTimeout(pauseMs);
    // Installed before the click: the time of the click, then the first frame showing the new h1.
    await page.evaluate((text) => {
      window.__navigated = new Promise((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt = performance.now()), {
          capture: true,
          once: true,
        });
        const check = () => {
          const h1 = document.querySelector('article h1');
          if (clickedAt && h1?.textContent?.includes(text)) {
            requestAnimationFrame(() => resolve(performance.now() - clickedAt));
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    }, name);
    await link.click();
    times.push(Math.round(await page.evaluate(() => window.__navigated)));
  }
  await context.close();
  return times;
}

async function main() {
  const server = spawn('node', ['scripts/serve-build.mjs', '--dir', dir, '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = {};
  try {
    await waitForServer();
    for (const [networkName, network] of Object.entries(NETWORKS)) {
      for (const prefetch of [true, false]) {
        const key = `${networkName}, prefetch ${prefetch ? 'on' : 'off'}`;
        const times = await clickToHeading(browser, network, prefetch);
        results[key] = { medianMs: median(times), times };
        console.log(`${label}: ${key}: median ${median(times)} ms (${times.join(', ')})`);
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  // Formatted as the repository's check wants it: the file is committed with the change it measures.
  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      build: label,
      start: START,
      links: LINKS,
      rounds,
      pauseMs,
      results,
    },
    null,
    2,
  );
  fs.writeFileSync(
    path.join(root, 'bench', 'navigation.json'),
    await formatJson(path.join(root, 'bench', 'navigation.json'), json),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
