import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** The icon's size and the gap after it, in step: a small icon sits closer to its line. */
const sizes = {
  sm: { icon: "size-4", gap: "gap-2.5" },
  md: { icon: "size-5", gap: "gap-3" },
} as const;

type IconListProps = {
  items: string[];
  /** The drawing before every line (a tick, an alert): decoration, hidden from screen readers. */
  icon: LucideIcon;
  size?: keyof typeof sizes;
  /** The icon's colour, e.g. `text-success-700`. */
  iconColour: string;
  /** The lines' colour: `text-navy-100` on a navy surface. */
  textColour?: string;
  /** The list's own margin and spacing between lines. */
  className?: string;
};

/** A short list of lines, each after the same small icon: a card's ticks, a panel's highlights. */
export function IconList({
  items,
  icon: ItemIcon,
  size = "md",
  iconColour,
  textColour = "text-ink-700",
  className,
}: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex", sizes[size].gap, "text-sm leading-6", textColour)}>
          <ItemIcon aria-hidden="true" className={cn("mt-0.5", sizes[size].icon, "shrink-0", iconColour)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
