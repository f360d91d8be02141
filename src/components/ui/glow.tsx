import { cn } from "~/lib/cn";

/**
 * A soft blurred light behind the content of a navy surface: decoration, hidden from assistive
 * technology. `className` places, sizes and colours it (`-top-24 -right-24 size-72 bg-accent-500/30`);
 * the surface is `relative isolate overflow-hidden`, so the light stays behind its content and
 * inside its edges.
 */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn("absolute -z-10 rounded-full blur-3xl", className)} />;
}
