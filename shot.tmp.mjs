import { chromium } from 'playwright-core';
const [,, path, theme = 'dark', lang = 'en', out = '/tmp/h30shots/shot.png', w = '1280', h = '800'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.addInitScript(([theme, lang]) => {
  localStorage.setItem('authToken', '{"access":"mock","role":"Admin"}');
  localStorage.setItem('i18nextLng', lang);
  localStorage.setItem('consoleTheme', theme);
  if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', JSON.stringify({version:1,decidedAt:'2025-06-20T09:30:00.000Z',preferences:false,analytics:false,marketing:false,scheduling:false}));
}, [theme, lang]);
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://127.0.0.1:4321' + path);
await page.getByRole('heading', { level: 1 }).waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
