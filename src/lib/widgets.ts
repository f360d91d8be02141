import { tabIndexForKey } from "./roving-tabs";

/**
 * The home page's two small widgets, as DOM behaviour over their pre-rendered HTML
 * (docs/decisions/011-menus-without-download.md): the page inlines this module, so the first tap
 * answers in the next frame instead of after a React download and hydration on a slow phone.
 * Their markup, with every step and every page already in it, is React
 * (methodology-picker.tsx, cloud-card-pager.tsx); the state is the DOM's own attributes.
 */

/**
 * A WAI-ARIA tablist with automatic activation (`[role=tablist][data-tabs]`): a click or an arrow
 * key selects a tab and shows its panel; one tab stop (roving tabindex); Home/End jump to the ends.
 */
export function enhanceTabs(root: ParentNode = document) {
  for (const list of root.querySelectorAll<HTMLElement>("[role=tablist][data-tabs]")) {
    const tabs = [...list.querySelectorAll<HTMLElement>("[role=tab]")];
    const select = (chosen: number) => {
      tabs.forEach((tab, index) => {
        const active = index === chosen;
        tab.setAttribute("aria-selected", String(active));
        tab.tabIndex = active ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
        if (panel) panel.hidden = !active;
      });
    };
    list.addEventListener("click", (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=tab]") : null;
      if (tab && tabs.includes(tab)) select(tabs.indexOf(tab));
    });
    list.addEventListener("keydown", (event) => {
      const current = tabs.indexOf(event.target as HTMLElement);
      const target = current < 0 ? null : tabIndexForKey(event.key, current, tabs.length);
      if (target === null) return;
      event.preventDefault();
      select(target);
      tabs[target]?.focus();
    });
  }
}

/**
 * Page dots (`[data-pager]`): each dot's `aria-controls` names its page; showing a page hides the
 * others, marks its dot `aria-current`, and puts the page's `data-status` into the polite status
 * line, so screen-reader users hear which cards are now shown.
 */
export function enhancePager(root: ParentNode = document) {
  for (const pager of root.querySelectorAll<HTMLElement>("[data-pager]")) {
    const dots = [...pager.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
    const status = pager.querySelector<HTMLElement>("[role=status]");
    pager.addEventListener("click", (event) => {
      const dot = event.target instanceof Element ? event.target.closest("button") : null;
      if (!dot || !dots.includes(dot as HTMLButtonElement)) return;
      for (const other of dots) {
        const page = document.getElementById(other.getAttribute("aria-controls") ?? "");
        const active = other === dot;
        if (active) other.setAttribute("aria-current", "true");
        else other.removeAttribute("aria-current");
        if (!page) continue;
        page.hidden = !active;
        if (active && status) status.textContent = page.dataset.status ?? "";
      }
    });
  }
}
