/**
 * What a toast is, for the two modules that show them: `Toaster` (toast.tsx, on every page) loads
 * the view (toast-region.tsx) with the first toast, and both read these, so neither imports the
 * other back. toast.tsx takes only the types from here: the values stay in the view's own chunk.
 */

/** 5000 ms unless a duration is given, swipe threshold 50 px (docs/requirements.md "Toasts"). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "success" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  className?: string;
  /**
   * A link to act on the toast (a form's "pick a time now"). `alt` says where else the visitor
   * finds it, for a screen reader that hears the toast but may not reach it in time.
   */
  action?: { label: string; href: string; alt: string; cta?: string };
};

export type ToastRecord = ToastInput & { id: number; open: boolean };
