import { expect, speedCollector, test } from "./fixtures";

/**
 * A page's own scripts never make the browser lay the page out on their behalf while it loads:
 * a read of a size or a position (offsetWidth, getBoundingClientRect…) before the visitor has done
 * anything forces a synchronous layout in the middle of the load, which a slow phone pays for as
 * blocking time. Only what the visitor's first touch starts may measure. Every such read of the
 * page's own scripts is recorded here, from the navigation until the speed collector, the last
 * thing a page adds, has started and the browser is idle again.
 */

declare global {
  interface Window {
    layoutReads?: { what: string; stack: string }[];
  }
}

function recordLayoutReads() {
  const reads: { what: string; stack: string }[] = [];
  window.layoutReads = reads;
  let touched = false;
  for (const type of ["pointerdown", "keydown", "touchstart"])
    addEventListener(type, () => (touched = true), { capture: true, once: true });
  const record = (what: string) => {
    // Only the page's scripts, which have an address: the test tools' own reads have none.
    const stack = (new Error().stack ?? "").split("\n").slice(3).join("\n");
    if (!touched && /https?:\/\//.test(stack)) reads.push({ what, stack });
  };
  const getters: [object, string[]][] = [
    [HTMLElement.prototype, ["offsetWidth", "offsetHeight", "offsetTop", "offsetLeft", "offsetParent", "innerText"]],
    [
      Element.prototype,
      [
        "clientWidth",
        "clientHeight",
        "clientTop",
        "clientLeft",
        "scrollWidth",
        "scrollHeight",
        "scrollTop",
        "scrollLeft",
      ],
    ],
    [window, ["scrollX", "scrollY", "pageXOffset", "pageYOffset"]],
  ];
  for (const [target, names] of getters) {
    for (const name of names) {
      let owner: object | null = target;
      while (owner && !Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner);
      const descriptor = owner && Object.getOwnPropertyDescriptor(owner, name);
      const get = descriptor?.get;
      if (!owner || !descriptor || !get) continue;
      Object.defineProperty(owner, name, {
        ...descriptor,
        get(this: unknown) {
          record(name);
          return get.call(this);
        },
      });
    }
  }
  const methods: [{ prototype: object } | Window, string[]][] = [
    [Element, ["getBoundingClientRect", "getClientRects", "checkVisibility"]],
    [Range, ["getBoundingClientRect", "getClientRects"]],
    [SVGGraphicsElement, ["getBBox"]],
    [Document, ["elementFromPoint", "elementsFromPoint"]],
  ];
  for (const [type, names] of methods) {
    const target = (type as { prototype: Record<string, unknown> }).prototype;
    for (const name of names) {
      const original = target[name];
      if (typeof original !== "function") continue;
      target[name] = function (this: unknown, ...args: unknown[]) {
        record(name);
        return original.apply(this, args);
      };
    }
  }
  const computed = window.getComputedStyle;
  window.getComputedStyle = (...args) => {
    record("getComputedStyle");
    return computed(...args);
  };
}

for (const path of [
  "/",
  "/de/about",
  "/contact?subject=Terms%20of%20Service",
  "/blog/salesforce-integration-patterns",
]) {
  test(`${path}: no script of the page reads a size or a position while it loads`, async ({ page }) => {
    await page.addInitScript(recordLayoutReads);
    const collector = page.waitForResponse((response) => speedCollector.test(new URL(response.url()).pathname));
    await page.goto(path, { waitUntil: "load" });
    await collector;
    // The collector registers its metrics over a few tasks; idle time comes after the last.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    const reads = await page.evaluate(() => window.layoutReads ?? []);
    expect(reads.map(({ what, stack }) => `${what} ${stack.split("\n").slice(0, 2).join(" ")}`)).toEqual([]);
  });
}
