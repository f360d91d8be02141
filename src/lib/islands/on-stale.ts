import type { ClientDirective } from "astro";
import { DUE_NOW_ATTRIBUTE } from "./on-due";
import { whenPaintedAndIdle } from "./wake-island";

/**
 * `client:stale={rendered}`: for an island that shows today's date (docs/requirements.md "Dates").
 * The page was rendered on the build day; the island wakes only when the visitor's date (UTC, as
 * `useToday`) no longer starts with what was rendered ("2026" for a year, "2026-11-23" for a date),
 * after the first paint. On the build day nothing loads at all. A stale island is marked as due now,
 * like `client:due`'s, so a test waits for the date it will show (a picture taken between the paint
 * and the wake showed the build day: 340 changed pixels on /de/privacy in one CI run).
 */
const onStale: ClientDirective = (load, options, island) => {
  const rendered = String(options.value);
  if (new Date().toISOString().startsWith(rendered)) return;
  island.setAttribute(DUE_NOW_ATTRIBUTE, "");
  whenPaintedAndIdle(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default onStale;
