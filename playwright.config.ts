import { defineConfig } from '@playwright/test';
import { decidedVisitor } from './e2e/visitor-state';

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the product as
 * `npm start` serves it, on its own port.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Screenshot baselines (e2e/screenshots.spec.ts, e2e/README.md): one set for Debian's Chromium,
  // so no platform suffix; a small share of pixels may differ (antialiasing), a moved block may not.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: 'e2e/screenshots.css',
    },
  },
  // The screenshots come first, on the freshly seeded demo data, before the journeys buy, rate,
  // follow and publish; a new terms version comes last, since it asks every account to accept again
  // (one worker runs the projects in this order; none waits for another).
  projects: [
    { name: 'screenshots', testMatch: 'screenshots.spec.ts' },
    { name: 'journeys', testIgnore: ['screenshots.spec.ts', 'terms-version.spec.ts'] },
    { name: 'terms', testMatch: 'terms-version.spec.ts' },
  ],
  use: {
    baseURL,
    storageState: decidedVisitor(baseURL),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 kreide-ui-test',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/de`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
