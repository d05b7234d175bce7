import { launchBrowser } from './tests/e2e/helpers/browser';
import { setLanguage, signIn, waitForApp } from './tests/e2e/helpers/steps';

const base = 'http://127.0.0.1:8090';
const [email, ...paths] = process.argv.slice(2);
const browser = await launchBrowser();
for (const width of [375, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: base });
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await signIn(page, email, 'plating-demo-1');
  for (const lang of ['en', 'pt-BR'] as const) {
    await setLanguage(page, lang);
    for (const spec of paths) {
      const [path, label, typed] = spec.split('|');
      await page.goto(path);
      await waitForApp(page);
      await page.waitForTimeout(1500);
      if (label) {
        const box = page.getByRole('combobox').filter({ hasText: '' }).nth(Number(label));
        await box.click();
        if (typed) await box.fill(typed);
        await page.getByRole('option').first().waitFor({ timeout: 20000 });
        await page.waitForTimeout(800);
      }
      const name = `/tmp/shots/${email.split('@')[0]}-${path.replace(/\W+/g, '_')}-${label ?? ''}${typed ?? ''}-${lang}-${width}.png`;
      await page.screenshot({ path: name });
      console.log(name);
    }
  }
  await context.close();
}
await browser.close();
