import type { ClientDirective } from "astro";

/**
 * How the site's islands wake up on the visitor's first interaction
 * (docs/decisions/009-islands.md); `client:interaction` is only this, `client:due` adds a moment
 * when the island wakes by itself. Returns the island's `hydrate`, for that moment.
 *
 * - On the first pointer, touch, focus or key event inside the island, hydration starts at once.
 * - The first interaction is never lost: a click on a button, a menu key (arrows, Home, End,
 *   Escape) or a form submission that arrives before React listens is held, and given to the
 *   hydrated component again; a hover that is still on its element is repeated (pointer over
 *   and move), so a dropdown opens under the pointer and the carousel pauses.
 *   What a visitor types into a field before hydration stays in the field, and the form reads it
 *   on mount (use-inquiry-form.ts).
 */
const wakeEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** Keys a widget acts on itself (menus, tabs): held like clicks. Enter and Space become clicks. */
const heldKeys = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Escape"]);
/**
 * What a held click may land on: buttons, tabs, and a link the island turns into a button once
 * awake (`data-island-press`: the Insights Hub's Load More, a link to the next page without script).
 */
const pressable = "button, [role='button'], [role='tab'], [data-island-press]";

export function wakeOnInteraction(...[load, options, island]: Parameters<ClientDirective>): () => void {
  let state: "waiting" | "hydrating" | "hydrated" = "waiting";
  const held: Event[] = [];
  let hovered: Element | null = null;

  const hold = (event: Event) => {
    if (state === "hydrated") return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "click" && !target?.closest(pressable)) return;
    // A link opened in a new tab or window is the browser's business, not the island's.
    const { ctrlKey, metaKey, shiftKey, altKey } = event as MouseEvent;
    if (event.type === "click" && target?.closest("a[href]") && (ctrlKey || metaKey || shiftKey || altKey)) return;
    if (event.type === "keydown" && !heldKeys.has((event as KeyboardEvent).key)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
    void hydrate();
  };

  const wake = (event: Event) => {
    if (event.type === "pointerover" && (event as PointerEvent).pointerType === "mouse") {
      hovered = event.target instanceof Element ? event.target : null;
    }
    void hydrate();
  };

  async function hydrate() {
    if (state !== "waiting") return;
    state = "hydrating";
    const run = await load();
    await run();
    state = "hydrated";
    for (const type of wakeEvents) island.removeEventListener(type, wake, true);
    island.removeEventListener("click", hold, true);
    island.removeEventListener("submit", hold, true);
    island.removeEventListener("keydown", hold, true);
    // React hydrates concurrently: wait until it has reached the element, then replay.
    for (const event of held.splice(0)) {
      if (event.target instanceof Element) await reactReached(event.target);
      replay(event);
    }
    if (hovered?.matches(":hover")) {
      await reactReached(hovered);
      // pointerover for React's enter events (the carousel's hover pause), pointermove for Radix's menus.
      for (const type of ["pointerover", "pointermove"]) {
        hovered.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: "mouse" }));
      }
    }
  }

  for (const type of wakeEvents) island.addEventListener(type, wake, { capture: true, passive: true });
  island.addEventListener("click", hold, true);
  island.addEventListener("submit", hold, true);
  island.addEventListener("keydown", hold, true);

  // A window event can wake an island too: the toast region wakes with the page's first toast.
  if (typeof options.value === "string") window.addEventListener(options.value, () => void hydrate(), { once: true });

  return () => void hydrate();
}

/**
 * Runs `callback` after the `load` event and the first contentful paint, once the browser is idle:
 * never before the first paint (Astro's built-in idle directive can start before `load`, and its
 * load directive while the HTML is still parsing).
 */
export function whenPaintedAndIdle(callback: () => void) {
  const idle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => callback(), { timeout: 2000 })
      : setTimeout(callback, 200);
  const afterPaint = () => afterFirstPaint(idle);
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint, { once: true });
}

/**
 * A small page can fire `load` before anything is painted; island code must not compete with the
 * first paint, so the idle wait starts once the first contentful paint has happened.
 */
function afterFirstPaint(callback: () => void) {
  const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === "first-contentful-paint");
  if (painted(performance.getEntriesByType("paint")) || typeof PerformanceObserver === "undefined") return callback();
  const observer = new PerformanceObserver((list) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * Resolves once React has hydrated `element` (React then keeps its props on the node), checking
 * between tasks; gives up after a few thousand tasks, about a second. It yields with a message
 * channel, as React's own scheduler does, rather than a timer, which a paused clock (or a
 * throttled background tab) would hold back.
 */
async function reactReached(element: Element): Promise<void> {
  const reached = () => Object.keys(element).some((key) => key.startsWith("__reactProps"));
  for (let task = 0; task < 5000 && !reached(); task += 1) await nextTask();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function replay(event: Event) {
  const target = event.target;
  if (event.type === "keydown" && target instanceof Element) {
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
    const again = new KeyboardEvent("keydown", {
      key,
      code,
      shiftKey,
      altKey,
      ctrlKey,
      metaKey,
      bubbles: true,
      cancelable: true,
    });
    target.dispatchEvent(again);
    return;
  }
  if (event.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
  // The target is often an icon inside the button: an SVG element, not an HTML one.
  else if (target instanceof Element) target.closest<HTMLElement>(pressable)?.click();
}
