/**
 * What the header's menus need beyond HTML (docs/decisions/011-menus-without-download.md). The
 * menus themselves are popovers (desktop-nav.tsx, mobile-nav.tsx): they open, close on Escape or
 * an outside click, and hand focus back with no script at all. This module, inlined in every page
 * (src/layouts/site-layout.astro) so it is there before the pointer is, adds:
 * - `aria-expanded` on every popover trigger, kept in step with its panel;
 * - opening a desktop dropdown when the mouse rests on its trigger (a dropdown opens on hover
 *   or click), and closing it when the mouse leaves, unless a click or a key opened it;
 * - arrow keys: Left/Right/Home/End between the bar's entries, Down into a dropdown, Up/Down
 *   between its links (docs/requirements.md "Accessibility");
 * - closing any menu left open when Back restores the page from the back/forward cache.
 */

/** How long a hover-opened dropdown waits for the pointer to come back (the gap to the panel). */
export const HOVER_CLOSE_DELAY_MS = 150;

const panelOf = (trigger: Element) => {
  const id = trigger.getAttribute("popovertarget");
  return id ? document.getElementById(id) : null;
};
const isOpen = (panel: Element) => panel.matches(":popover-open");

export function enhanceMenus() {
  const triggers = [...document.querySelectorAll<HTMLButtonElement>("button[popovertarget]")];
  for (const trigger of triggers) {
    const panel = panelOf(trigger);
    if (panel) trigger.setAttribute("aria-expanded", String(isOpen(panel)));
  }
  // `toggle` does not bubble; a capturing listener on the document sees every popover's.
  document.addEventListener(
    "toggle",
    (event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLElement) || !panel.hasAttribute("popover")) return;
      const open = (event as ToggleEvent).newState === "open";
      for (const trigger of triggers)
        if (panelOf(trigger) === panel) trigger.setAttribute("aria-expanded", String(open));
      if (!open) hoverOpened.delete(panel);
    },
    true,
  );

  // Back/forward cache: the page comes back as it was left, menu and all.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const panel of document.querySelectorAll<HTMLElement>("[popover]")) if (isOpen(panel)) panel.hidePopover();
  });

  const hoverOpened = new Set<HTMLElement>();
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  for (const bar of document.querySelectorAll<HTMLElement>("[data-menubar]")) {
    for (const item of bar.querySelectorAll<HTMLElement>("[data-menu-item]")) {
      const trigger = item.querySelector("button[popovertarget]");
      const panel = trigger && panelOf(trigger);
      if (!trigger || !(panel instanceof HTMLElement)) continue;
      const open = () => {
        clearTimeout(closeTimer);
        if (isOpen(panel)) return;
        panel.showPopover();
        hoverOpened.add(panel);
      };
      item.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && open());
      item.addEventListener("pointerleave", (event) => {
        if (event.pointerType !== "mouse" || !hoverOpened.has(panel)) return;
        closeTimer = setTimeout(
          () => hoverOpened.has(panel) && isOpen(panel) && panel.hidePopover(),
          HOVER_CLOSE_DELAY_MS,
        );
      });
      // A click on a trigger whose panel the hover opened keeps it open (pins it) rather than
      // toggling it shut under the pointer: cancelling the click cancels `popovertarget`.
      trigger.addEventListener("click", (event) => {
        if (!hoverOpened.has(panel) || !isOpen(panel)) return;
        event.preventDefault();
        hoverOpened.delete(panel);
      });
    }
    bar.addEventListener("keydown", (event) => onBarKey(bar, event));
  }
}

function onBarKey(bar: HTMLElement, event: KeyboardEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const entries = [...bar.querySelectorAll<HTMLElement>("[data-menu-item] > a, [data-menu-item] button")];
  const entry = entries.indexOf(target);
  if (entry >= 0) {
    const next = { ArrowRight: entry + 1, ArrowLeft: entry - 1, Home: 0, End: entries.length - 1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      entries[(next + entries.length) % entries.length]?.focus();
      return;
    }
    const panel = panelOf(target);
    if (event.key === "ArrowDown" && panel instanceof HTMLElement) {
      event.preventDefault();
      if (!isOpen(panel)) panel.showPopover();
      panel.querySelector<HTMLElement>("a")?.focus();
    }
    return;
  }
  const panel = target.closest<HTMLElement>("[popover]");
  if (!panel || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
  const links = [...panel.querySelectorAll<HTMLElement>("a")];
  const at = links.indexOf(target);
  event.preventDefault();
  links[(at + (event.key === "ArrowDown" ? 1 : -1) + links.length) % links.length]?.focus();
}
