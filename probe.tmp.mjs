import { chromium } from 'playwright-core';
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const base = 'http://127.0.0.1:' + (process.env.PORT || 4180);
const ctx = await browser.newContext({ locale: process.env.LOC || 'en-US', viewport: process.env.PHONE ? { width: 412, height: 900 } : { width: 1280, height: 800 }, javaScriptEnabled: !process.env.NOJS, hasTouch: !!process.env.PHONE });
const page = await ctx.newPage();
page.on('console', m => console.log('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', e => console.log('pageerror:', e.message));
const steps = JSON.parse(process.argv[2] || '[]');
for (const [op, a, b] of steps) {
  if (op === 'goto') await page.goto(base + a);
  if (op === 'wait') await page.waitForTimeout(a);
  if (op === 'click') await page.locator(a).first().click();
  if (op === 'role') await page.getByRole(a, { name: b }).first().click();
  if (op === 'eval') console.log('eval:', JSON.stringify(await page.evaluate(a)));
  if (op === 'shot') await page.screenshot({ path: a });
  if (op === 'url') console.log('url:', page.url());
  if (op === 'type') await page.locator(a).first().fill(b);
  if (op === 'key') await page.keyboard.press(a);
}
await browser.close();
