import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastRecord,
  type ToastVariant,
} from "./toast-queue";

const variantClasses: Record<ToastVariant, string> = {
  default: "border-line bg-white text-ink-900",
  success: "border-success-700/30 bg-success-50 text-ink-900",
  destructive: "border-danger-700/40 bg-danger-50 text-ink-900",
};

const titleClasses: Record<ToastVariant, string> = {
  default: "text-navy-900",
  success: "text-success-700",
  destructive: "text-danger-700",
};

/**
 * The toasts on screen, on Radix Toast (docs/requirements.md "Toasts"): 5000 ms unless a duration
 * is given, paused on hover and focus, swipe right 50 px to dismiss, F8 focuses the region. Loaded
 * by `Toaster` with the page's first toast.
 */
export type ToastLabels = { label: string; dismiss: string };

export function ToastRegion({
  toasts,
  onRemove,
  labels: given,
}: {
  toasts: ToastRecord[];
  onRemove: (id: number) => void;
  /** The region's and close button's names in the page's language (site.json `notifications`). */
  labels?: ToastLabels;
}) {
  const labels = given ?? site.notifications;
  return (
    <RadixToast.Provider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={labels.label}
    >
      {toasts.map(({ id, title, description, variant = "default", duration, className, action }) => (
        <RadixToast.Root
          key={id}
          duration={duration}
          // Destructive toasts report a problem the visitor must act on: announce them assertively.
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onRemove(id);
          }}
          data-variant={variant}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
            "data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-swipe_150ms_ease-out]",
            variantClasses[variant],
            className,
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className={cn("text-sm font-semibold", titleClasses[variant])}>{title}</RadixToast.Title>
            {description ? (
              <RadixToast.Description className="text-sm text-ink-700">{description}</RadixToast.Description>
            ) : null}
            {action ? (
              <RadixToast.Action asChild altText={action.alt}>
                <a
                  href={action.href}
                  {...(action.cta ? { "data-cta": action.cta } : {})}
                  className="mt-1 justify-self-start text-sm font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
                >
                  {action.label}
                </a>
              </RadixToast.Action>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={labels.dismiss}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-ink-600 hover:bg-navy-50 hover:text-ink-900"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/*
          F8 is Radix's default hotkey, the one the toasts need. aria-live="off" adds no announcement
          (Radix announces toasts itself) but marks the region as live, so a modal dialog, which
          hides everything else from assistive technology, leaves the toasts reachable.
        */}
      <RadixToast.Viewport
        // The region's name: Radix's English "Notifications (F8)" unless the page gives its language's.
        {...(given ? { label: `${given.label} ({hotkey})` } : {})}
        aria-live="off"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:p-6"
      />
    </RadixToast.Provider>
  );
}
