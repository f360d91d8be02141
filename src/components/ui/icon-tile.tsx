import type { IconName } from "~/content/icon-names";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/** The tile and its drawing grow together. */
const sizes = {
  md: { tile: "size-11", icon: "size-5" },
  lg: { tile: "size-12", icon: "size-6" },
} as const;

const tones = {
  accent: "bg-accent-50 text-accent-700",
  navy: "bg-navy-900 text-white",
} as const;

/**
 * A named icon on a rounded square, before a card's or a line's title: decoration, as the title
 * says what it stands for. It keeps its size beside long text in a flex row.
 */
export function IconTile({
  name,
  size = "lg",
  tone = "accent",
}: {
  name: IconName;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
}) {
  return (
    <span
      className={cn("inline-flex", sizes[size].tile, "shrink-0 items-center justify-center rounded-xl", tones[tone])}
    >
      <Icon name={name} className={sizes[size].icon} />
    </span>
  );
}
