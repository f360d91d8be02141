import { chromium } from "@playwright/test";

const [path, width, ...offsets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 }, reducedMotion: "reduce" });
await page.addInitScript(() => sessionStorage.setItem("strategyCallPopupShown", "true"));
await page.goto("http://127.0.0.1:4331" + path, { waitUntil: "networkidle" });
for (const y of offsets) {
  await page.screenshot({
    path: `reports/screenshots/seg-${path.replaceAll("/", "_") || "home"}-${width}-${y}.png`,
    clip: { x: 0, y: Number(y), width: Number(width), height: 1000 },
    fullPage: true,
  });
}
await browser.close();
