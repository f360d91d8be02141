import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cardLinkCopy } from "~/content/navigation";
import { cn } from "~/lib/cn";

/**
 * The "Read More" line of an article or case-study card: the spec's label on screen, then which
 * page it opens for screen readers and search engines ("Read More" alone says nothing). Its card
 * sets the `group` that nudges the arrow on hover.
 */
export function ReadMoreLink({
  to,
  label,
  title,
  className,
}: {
  to: string;
  label: string;
  title: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 hover:underline",
        className,
      )}
    >
      <span>
        {label}
        <span className="sr-only">
          {" "}
          {cardLinkCopy.topicJoiner} {title}
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
