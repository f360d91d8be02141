import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/** How a row's pills look; each is one full class list, so Tailwind finds every class as written. */
const looks = {
  /** Small and flat: the 404 page's suggestions. */
  plain:
    "inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:border-accent-500 hover:text-accent-700",
  /** Larger and raised, with an arrow drawn by CSS: an expertise page's related services. */
  arrow:
    "icon-after [--icon:var(--icon-arrow-right)] inline-flex min-h-11 items-center gap-2 rounded-full [--icon-size:1rem] border border-line bg-white px-5 text-sm font-semibold text-navy-900 shadow-sm transition-colors hover:border-accent-500 hover:text-accent-700",
} as const;

/** A wrapping row of links drawn as rounded pills: other pages a visitor may want next. */
export function PillLinks({
  links,
  look,
  className,
}: {
  links: { to: string; label: string }[];
  look: keyof typeof looks;
  /** The row's margin and alignment. */
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={looks[look]}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
