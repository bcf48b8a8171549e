import { launchBrowser, signedInContext, startApp, signUpConfirmed } from './tests/e2e/support';
const app = await startApp({ ADMIN_EMAIL: 'admin@example.com' });
const browser = await launchBrowser();
try {
  const { token } = await signUpConfirmed(app, 'admin@example.com', 'Ada Admin');
  await signUpConfirmed(app, 'pat@example.com', 'Pat Person');
  for (const route of ['/users', '/users']) {
    const context = await signedInContext(browser, app, token, 'admin', { width: 1024, height: 800, colorScheme: 'light', lng: 'de' });
    const page = await context.newPage();
    await page.goto(route); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
    console.log(await page.evaluate(() => {
      const paper = document.querySelector('.MuiDataGrid-root')!.parentElement!;
      const heads = [...document.querySelectorAll('.MuiDataGrid-columnHeader')].map((h) => `${h.getAttribute('data-field')}:${Math.round(h.getBoundingClientRect().width)}`);
      const s = document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
      return JSON.stringify({ paper: paper.clientWidth, scroller: s.clientWidth, heads, main: document.querySelector('main')?.clientWidth });
    }));
    await page.screenshot({ path: '/tmp/users1024.png' });
    await context.close();
  }
} finally { await browser.close(); await app.stop(); }
