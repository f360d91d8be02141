import type { ClientDirective } from "astro";
import { wakeOnInteraction } from "./wake-island";

/**
 * `client:interaction`: only when the visitor reaches for the island (pointer, touch, focus, key).
 * For widgets that do nothing until used — menus, pagers, tabs, forms, share buttons — so a page
 * loads no code for them unless the visitor uses them. `client:interaction="event-name"` also
 * wakes on that window event (the toast region, on the page's first toast).
 */
const onInteraction: ClientDirective = (load, options, island) => {
  wakeOnInteraction(load, options, island);
};

export default onInteraction;
