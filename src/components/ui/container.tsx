import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The one container width (docs/requirements.md "Brand and look"), plus a narrower reading width for
 * articles. Widths are a prop, not a class override: `cn` does not merge classes, so a second
 * `max-w-*` in `className` would lose to this one depending on the stylesheet's order.
 */
const widths = { page: "max-w-7xl", reading: "max-w-5xl" } as const;

export function Container({
  className,
  width = "page",
  ...props
}: ComponentProps<"div"> & { width?: keyof typeof widths }) {
  return <div className={cn("container-x", widths[width], className)} {...props} />;
}
