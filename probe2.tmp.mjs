import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4179/');
console.log(await page.getByRole('button', { name: 'Industries' }).count(), await page.getByRole('button', { name: /Language/ }).count());
const snap = await page.locator('header').ariaSnapshot();
console.log(snap.slice(0, 800));
await browser.close();
