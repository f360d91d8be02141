import type { ClientDirective } from "astro";
import { whenPaintedAndIdle } from "./wake-island";

/**
 * `client:stale={rendered}`: for an island that shows today's date (docs/requirements.md "Dates").
 * The page was rendered on the build day; the island wakes only when the visitor's date (UTC, as
 * `useToday`) no longer starts with what was rendered ("2026" for a year, "2026-11-23" for a date),
 * after the first paint. On the build day nothing loads at all.
 */
const onStale: ClientDirective = (load, options) => {
  const rendered = String(options.value);
  if (new Date().toISOString().startsWith(rendered)) return;
  whenPaintedAndIdle(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default onStale;
