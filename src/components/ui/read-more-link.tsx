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
        // inline-flex, semibold accent text, underlined on hover, and an arrow drawn after it (app.css)
        "read-more",
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
    </Link>
  );
}
