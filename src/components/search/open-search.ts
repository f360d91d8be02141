import { whenPaintedAndIdle } from "~/lib/islands/wake-island";
import { CONNECT_EVENT } from "./connect-event";
// Vite builds search-ui.ts as a bundle of its own, with every module it needs, and gives its
// address: importing it by address keeps this inlined script free of chunk imports (an inlined
// script cannot import a shared chunk) and of Vite's preload helper.
import searchCodeUrl from "./search-entry.ts?worker&url";

/** The dialog every page carries (SearchDialog in src/components/layout/site-search.tsx). */
export const SEARCH_DIALOG_ID = "site-search";

/**
 * Inlined into every page (no request): the header's search entry, `/` and Ctrl/⌘ K open site
 * search: the dialog, or on /search the page's own field. The search code and Pagefind's index
 * are fetched then, the first time, never with the page (docs/decisions/014-site-search.md).
 * Without JavaScript the entry is a plain link to /search.
 */
export function enhanceSearch() {
  const dialog = document.getElementById(SEARCH_DIALOG_ID);
  const onPage = document.querySelector<HTMLElement>("[data-search-page] [data-search]");

  const open = () => {
    const panel = onPage ?? dialog?.querySelector<HTMLElement>("[data-search]");
    if (!panel) return false;
    if (!onPage && dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
    const input = panel.querySelector<HTMLInputElement>("[data-search-input]");
    input?.focus();
    input?.select();
    connect(panel, Boolean(onPage));
    return true;
  };

  document.addEventListener("click", (event) => {
    const entry = event.target instanceof Element ? event.target.closest("a[data-search-open]") : null;
    if (!entry || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (open()) event.preventDefault();
  });

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.isComposing || inField(event.target)) return;
    const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
    const k = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
    if ((slash || k) && open()) event.preventDefault();
  });

  // The search page: a query in the address is searched once the page has painted and is idle;
  // otherwise the search wakes with the visitor's first touch of the field.
  if (onPage) {
    const input = onPage.querySelector<HTMLInputElement>("[data-search-input]");
    const family = onPage.querySelector<HTMLSelectElement>("[data-search-family]");
    const params = new URLSearchParams(window.location.search);
    if (input && !input.value) input.value = params.get("q") ?? "";
    if (family && params.get("family")) family.value = params.get("family") ?? "";
    if (input?.value.trim()) whenPaintedAndIdle(() => connect(onPage, true));
    for (const type of ["focusin", "input", "pointerdown"])
      onPage.addEventListener(type, () => connect(onPage, true), { once: true, passive: true });
  }
}

const connected = new WeakSet<HTMLElement>();

/** Marks the panel for search-entry.ts, loading it the first time (it connects marked panels as it starts). */
function connect(panel: HTMLElement, syncUrl: boolean) {
  if (connected.has(panel)) return;
  connected.add(panel);
  panel.dataset.searchWanted = syncUrl ? "page" : "dialog";
  if (loaded) document.dispatchEvent(new Event(CONNECT_EVENT));
  loaded = true;
  void import(/* @vite-ignore */ searchCodeUrl);
}
let loaded = false;

function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select, [contenteditable='true']") !== null)
  );
}
