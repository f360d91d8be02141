import { cn } from "~/lib/cn";

/**
 * Partner wordmarks (docs/requirements.md "Images": simple-icons carries none of these brands' marks, so
 * each is a clean wordmark on a tinted tile). Colours are ours, not the brands'.
 */
export function PartnerMark({ name, className }: { name: string; className?: string }) {
  return <span className={cn("partner-mark", className)}>{name}</span>;
}
