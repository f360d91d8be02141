import { wakeIsland } from "./wake-island";

/**
 * `client:interaction`: only when the visitor reaches for the island (pointer, touch, focus, key).
 * For widgets that do nothing until used — menus, pagers, tabs, forms, share buttons — so a page
 * loads no code for them unless the visitor uses them.
 */
export default wakeIsland({ whenIdle: false });
