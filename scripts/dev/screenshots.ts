/**
 * Screenshots pages at 390 px and 1280 px in Debian's Chromium, to look at what we built:
 *   npm start &  then  node scripts/dev/screenshots.ts /about /careers
 * Writes reports/screenshots/<page>-<width>.png (full page).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const paths = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
mkdirSync("reports/screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "_") || "home";
    await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: process.env.FULL !== "0" });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots of ${paths.length} pages at ${widths.join(", ")} px in reports/screenshots`);
