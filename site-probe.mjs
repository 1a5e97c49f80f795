import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
const t0 = Date.now();
await page.goto(process.argv[2]);
console.log('loaded', Date.now() - t0);
for (let i = 0; i < 60; i++) {
  const ok = await page.locator('h1').first().evaluate((n) => Object.keys(n).some((k) => k.startsWith('__react')));
  if (ok) { console.log('hydrated', Date.now() - t0); break; }
  await page.waitForTimeout(1000);
}
await browser.close();
