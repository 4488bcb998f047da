import { chromium } from 'playwright-core';
const [, , url, out, selector, width = '1280', height = '900'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.addInitScript(() =>
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ version: 1, analytics: false, marketing: false, preferences: false, decidedAt: new Date().toISOString() }),
  ),
);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
