import { cn } from "~/lib/cn";

/**
 * Partner wordmarks (decisions.md "Images": simple-icons carries none of these brands' marks, so
 * each is a clean wordmark on a tinted tile). Colours are ours, not the brands'.
 */
export function PartnerMark({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex h-14 items-center justify-center rounded-xl border border-line bg-navy-50 px-5 text-xl font-extrabold tracking-tight text-navy-800",
        className,
      )}
    >
      {name}
    </span>
  );
}
