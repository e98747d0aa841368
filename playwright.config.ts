/**
 * Browser tests against the production build (`npm run build` first), served by nginx with the
 * generated host configuration (scripts/serve-nginx.mjs),
 * in the machine's Chromium (Debian package `chromium`; Playwright cannot download browsers here).
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // nginx with the generated server block over build/, as the container serves it (README, "Deploying").
  // Never a server left running from before: the tests must see this build.
  webServer: {
    command: `node scripts/serve-nginx.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
