import { expect, type Locator } from "@playwright/test";

/**
 * "Seen" as a person sees it, not as the DOM has it. Playwright's `toBeVisible()` passes
 * for an element clipped by a 41 px scroll container or painted under the page's hero, and its
 * `click()` scrolls the element into view first, so neither proves that a visitor can see or tap
 * it. An element counts as seen only when
 * - its whole box lies inside the viewport (the layout viewport, scrollbars excluded), and
 * - `document.elementFromPoint` at the box's centre is the element or one of its descendants,
 *   so nothing is painted over it and no overflow container clips it away.
 */
export async function expectOnScreen(locator: Locator, what?: string) {
  await expect
    .poll(() => unseenReason(locator), { message: `${what ?? String(locator)} is seen on screen` })
    .toBe("seen");
}

/** The opposite, for entries that must be scrolled to: attached, but not (yet) seen. */
export async function expectOffScreen(locator: Locator, what?: string) {
  await expect
    .poll(() => unseenReason(locator), { message: `${what ?? String(locator)} is out of sight` })
    .not.toBe("seen");
}

/** "seen", or why a person could not see the element right now. */
export function unseenReason(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const nameOf = (node: Element) => {
      const label = node.getAttribute("aria-label") ?? node.textContent?.trim().slice(0, 40) ?? "";
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}> "${label}"`;
    };
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return "it has no size";
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    // Half a pixel of slack for sub-pixel layout.
    const slack = 0.5;
    if (box.top < -slack || box.left < -slack || box.bottom > height + slack || box.right > width + slack) {
      const at = [box.left, box.top, box.right, box.bottom].map(Math.round).join(", ");
      return `its box (${at}) is not inside the ${width}×${height} viewport`;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null) return "nothing is painted at its centre";
    if (hit !== element && !element.contains(hit)) return `its centre is covered by ${nameOf(hit)}`;
    return "seen";
  });
}

/**
 * A fixed or absolute overlay must be placed against the viewport or its intended anchor, never
 * against an ancestor that became a containing block by accident: `backdrop-filter`, `filter`,
 * `transform`, `perspective`, `contain`, `container-type` and `will-change` on any ancestor all do
 * that, and shrink a full-screen panel to the ancestor's box. Returns the offending ancestors.
 */
export function accidentalContainingBlocks(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const found: string[] = [];
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      const reasons = [
        style.backdropFilter !== "none" && `backdrop-filter: ${style.backdropFilter}`,
        style.filter !== "none" && `filter: ${style.filter}`,
        style.transform !== "none" && `transform: ${style.transform}`,
        style.perspective !== "none" && `perspective: ${style.perspective}`,
        !["none", ""].includes(style.contain) && `contain: ${style.contain}`,
        !["normal", ""].includes(style.containerType) && `container-type: ${style.containerType}`,
        style.willChange !== "auto" && `will-change: ${style.willChange}`,
      ].filter(Boolean);
      if (reasons.length > 0)
        found.push(`<${node.tagName.toLowerCase()} class="${node.className}"> ${reasons.join("; ")}`);
    }
    return found;
  });
}
