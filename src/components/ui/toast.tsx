import { useCallback, useEffect, useState } from "react";
import type { ToastInput, ToastRecord } from "./toast-queue";
import type { ToastLabels, ToastRegion } from "./toast-region";

/** One toast at a time (docs/requirements.md "Toasts"). */
export const TOAST_LIMIT = 1;

/** Adds a toast, keeping only the newest `limit` (at most one toast is held at a time). */
export function addToast(list: ToastRecord[], toast: ToastRecord, limit = TOAST_LIMIT): ToastRecord[] {
  return [toast, ...list].slice(0, limit);
}

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void };

/**
 * Islands share nothing but the DOM (docs/decisions/009-islands.md): a form asks for a toast with
 * a window event, and the one `Toaster` island of the page shows it. A request made before the
 * Toaster has hydrated waits in `pending` and is shown when it mounts.
 */
export const TOAST_EVENT = "summit:toast";
type ToastRequest = { input: ToastInput } | { dismiss: true };
const pending: ToastRequest[] = [];
let toasterMounted = false;

function request(detail: ToastRequest) {
  if (!toasterMounted) pending.push(detail);
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail }));
}

const api: ToastApi = {
  toast: (input) => request({ input }),
  dismiss: () => request({ dismiss: true }),
};

export function useToast(): ToastApi {
  return api;
}

let nextId = 0;

let loadedRegion: typeof ToastRegion | null = null;

/**
 * Loads the toasts' view; a form calls it when it wakes, so its first toast shows at once. It
 * fetches the toast island's own entry too: the bundler may give that island an entry file of its
 * own (a re-export of this module), fetched only when the island wakes, and a failure toast is
 * needed most when the network has just gone (tests/e2e/leads.spec.ts "when the server is gone").
 */
export function loadToastRegion(): Promise<typeof ToastRegion> {
  const island =
    typeof document === "undefined" ? null : document.querySelector("astro-island[component-export='Toaster']");
  const entry = island?.getAttribute("component-url");
  if (entry) void import(/* @vite-ignore */ entry).catch(() => undefined);
  return import("./toast-region").then((module) => {
    loadedRegion = module.ToastRegion;
    return loadedRegion;
  });
}

/** The page's toast region (docs/requirements.md "Toasts"): one toast at a time, F8 focuses it. */
/** `labels`: the region's names in the page's language; the default language's without. */
export function Toaster({ labels }: { labels?: ToastLabels }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  // Radix's toast code loads with the page's first toast (or when a form wakes up), not before:
  // most visits never see a toast.
  // The first render matches the pre-rendered HTML (an empty region), even when a form has
  // already loaded the view; it appears in the next render.
  const [Region, setRegion] = useState<typeof ToastRegion | null>(null);
  useEffect(() => {
    if (Region !== null) return;
    if (loadedRegion) setRegion(() => loadedRegion);
    else if (toasts.length > 0) void loadToastRegion().then((region) => setRegion(() => region));
  }, [toasts, Region]);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), []);

  useEffect(() => {
    const apply = (detail: ToastRequest) => {
      if ("dismiss" in detail) return setToasts([]);
      nextId += 1;
      setToasts((list) => addToast(list, { ...detail.input, id: nextId, open: true }));
    };
    const onRequest = (event: Event) => {
      if (!toasterMounted) return;
      apply((event as CustomEvent<ToastRequest>).detail);
    };
    toasterMounted = true;
    for (const detail of pending.splice(0)) apply(detail);
    window.addEventListener(TOAST_EVENT, onRequest);
    return () => {
      toasterMounted = false;
      window.removeEventListener(TOAST_EVENT, onRequest);
    };
  }, []);

  // A live container from the start: a modal dialog that opens before the first toast hides
  // everything else from assistive technology but live regions, and the toasts render in here.
  return <div aria-live="off">{Region ? <Region toasts={toasts} onRemove={remove} labels={labels} /> : null}</div>;
}
