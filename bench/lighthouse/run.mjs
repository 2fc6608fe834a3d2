// Lighthouse performance and accessibility scores of Hafiz's landing page, level map and a game page, measured
// against a running server (`make run`). Protected pages need a session: the script signs in through the demo login
// API (the server must allow it: DEMO_LOGIN=1, on by default with DEBUG) and stores the token where the app keeps it
// before the page's scripts run.
//
//   cd bench/lighthouse && npm ci && BASE_URL=http://127.0.0.1:8000 node run.mjs
//
// Environment: BASE_URL (default http://127.0.0.1:8000), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_PRESET=desktop for desktop settings (default: Lighthouse's mobile settings, simulated slow 4G).
// Exits 1 when a page misses a target (performance 90, accessibility 95).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PRESET = process.env.LIGHTHOUSE_PRESET ?? 'mobile';
const TARGETS = { performance: 90, accessibility: 95 };
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/levels', signedIn: true },
  { path: '/games/112/1', signedIn: true },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function demoToken() {
  const response = await fetch(`${BASE_URL}/api/v1/auth/login_demo/`, { method: 'POST' });
  if (!response.ok) throw new Error(`demo login answered ${response.status}: is DEMO_LOGIN=1 set on the server?`);
  return (await response.json()).token;
}

// What the app itself stores on sign-in (src/stores/auth-store.ts): the token key and zustand's persisted state.
// Set on every new document, after Lighthouse's own storage and cache reset, so each page is measured cold.
function storeSessionOnLoad(page, token) {
  return page.evaluateOnNewDocument((value) => {
    localStorage.setItem('authToken', value);
    localStorage.setItem('auth-store', JSON.stringify({ state: { token: value, isAuthenticated: true }, version: 0 }));
  }, token);
}

async function measure(browser, path, token) {
  const page = await browser.newPage();
  if (token) await storeSessionOnLoad(page, token);
  const result = await lighthouse(
    `${BASE_URL}${path}`,
    { onlyCategories: ['performance', 'accessibility'], logLevel: 'error' },
    PRESET === 'desktop' ? desktopConfig : undefined,
    page,
  );
  await page.close();
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    page: path,
    landedOn: new URL(finalDisplayedUrl).pathname,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    FCP: audits['first-contentful-paint'].displayValue,
    LCP: audits['largest-contentful-paint'].displayValue,
    TBT: audits['total-blocking-time'].displayValue,
    CLS: audits['cumulative-layout-shift'].displayValue,
    failedA11y: Object.values(result.lhr.categories.accessibility.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id)
      .join(' '),
  };
}

const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true });
try {
  const rows = [];
  for (const { path, signedIn } of PAGES) {
    // A fresh demo learner per page keeps one measurement from warming the next one's data.
    rows.push(await measure(browser, path, signedIn ? await demoToken() : null));
  }
  console.log(`Lighthouse (${PRESET}) against ${BASE_URL}`);
  console.table(rows);
  const missed = rows.filter(
    (row) => row.performance < TARGETS.performance || row.accessibility < TARGETS.accessibility,
  );
  for (const row of missed) {
    console.log(`${row.page}: below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility})`);
  }
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await browser.close();
}
