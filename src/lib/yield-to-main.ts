/**
 * Hands the main thread back to the browser between two steps of work a page must do at load
 * (the speed collector's five metrics, the beacon's page view), so that a tap arriving meanwhile is
 * answered before the next step, and no two steps add up to one long task on a slow phone.
 * `scheduler.yield()` where the browser has it: its continuation goes ahead of other queued
 * tasks, so the work still finishes soon. Elsewhere (Safari, for one) a zero timer.
 * The beacon, which may import nothing, writes the same two lines out (beacon.test.ts compares).
 */
type Scheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
