import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const [path, name] of [["/", "home"], ["/expertise/services/devops", "service"], ["/blog/devops-salesforce-roi", "article"]]) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto("http://127.0.0.1:4400" + path);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
    await page.close();
  }
}
// fallback-vs-webfont shift check: block the font and compare heights
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const p2 = await ctx.newPage();
await p2.route("**/*.woff2", r => r.abort());
await p2.goto("http://127.0.0.1:4400/about");
const h1 = await p2.evaluate(() => document.documentElement.scrollHeight);
const p3 = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await p3.goto("http://127.0.0.1:4400/about"); await p3.evaluate(() => document.fonts.ready);
const h2 = await p3.evaluate(() => document.documentElement.scrollHeight);
console.log("about height fallback", h1, "webfont", h2);
await browser.close();
