import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules: what the site promises. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type Violation = { id: string; help: string; nodes: { target: string[]; html: string }[] };

/**
 * axe-core's violations on the page as it is laid out now: `tags`' rules (every rule when none
 * are named), over the whole document or the element `include` selects.
 *
 * It runs axe in the page itself, injected once per document. @axe-core/playwright's AxeBuilder
 * runs each frame separately and then finishes the run in a blank page of its own, which took
 * three times as long (1.0–1.5 s a scan against 0.25–0.5 s on the same pages): the difference is
 * for frames, and our pages have none. A page that has one fails here rather than go unchecked.
 */
export async function axeViolations(page: Page, { tags, include }: { tags?: string[]; include?: string } = {}) {
  if (page.frames().length > 1) throw new Error(`${page.url()} has a frame: scan it with AxeBuilder instead`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } })
        .axe;
      const context = include ? { include: [include] } : document;
      const options = tags ? { runOnly: { type: "tag", values: tags } } : {};
      const { violations } = await axe.run(context, options);
      return violations.map(({ id, help, nodes }) => ({
        id,
        help,
        nodes: nodes.map(({ target, html }) => ({ target, html })),
      }));
    },
    { tags, include },
  );
}
