import { chromium, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/wt-ui/scripts/chromium.ts';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const ctx = await browser.newContext({
  ...devices['Pixel 7'],
  viewport: { width: Number(process.env.W ?? 320), height: 800 },
});
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
for (const p of paths) {
  await page.goto(`http://127.0.0.1:4399${p}`);
  await page.waitForLoadState('networkidle');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await page.waitForTimeout(200);
  const r = await page.evaluate(() => {
    const out: string[] = [];
    const W = document.documentElement.clientWidth;
    out.push(
      `scrollWidth ${document.documentElement.scrollWidth} client ${W} rootfont ${getComputedStyle(document.documentElement).fontSize}`,
    );
    for (const el of document.querySelectorAll('body *')) {
      const b = el.getBoundingClientRect();
      if (b.right > W + 1 && b.width > 0) {
        const childOver = [...el.children].some((c) => c.getBoundingClientRect().right > W + 1);
        if (!childOver)
          out.push(
            `${el.tagName}.${(el.className || '').toString().slice(0, 40)} right=${Math.round(b.right)} w=${Math.round(b.width)} "${(el.textContent || '').trim().slice(0, 30)}"`,
          );
      }
    }
    return out.slice(0, 40);
  });
  console.log(p, r);
  const Y = Number(process.env.Y ?? 0);
  await page.evaluate((y) => window.scrollTo(0, y), Y);
  await page.waitForTimeout(100);
  await page.screenshot({ path: `/tmp/ui-probe/${p.replace(/\W/g, '_')}.png` });
}
await browser.close();
