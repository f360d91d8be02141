import { Link } from "~/components/ui/link";
import { cardLinkCopy } from "~/content/navigation";
import { cn } from "~/lib/cn";

/**
 * The "Read More" line of an article or case-study card: the required label on screen, then which
 * page it opens for screen readers and search engines ("Read More" alone says nothing). Its card
 * sets the `group` that nudges the arrow on hover.
 */
export function ReadMoreLink({
  to,
  label,
  title,
  about = cardLinkCopy.topicJoiner,
  className,
}: {
  to: string;
  label: string;
  title: string;
  /** The joining word in the page's language (navigation.json `cardLink`): "about", "über". */
  about?: string;
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
        {/* One text node: React marks each boundary between text children with a comment. */}
        <span className="sr-only">{` ${about} ${title}`}</span>
      </span>
    </Link>
  );
}
