import { Link } from "~/components/ui/link";
import { paths } from "~/content/paths";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** The wordmark: a peak rising into a cloud, then the company name. */
export function BrandLogo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link to={paths.home} className={cn("inline-flex items-center gap-2.5 rounded-md", className)}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" className="fill-navy-900" />
        <path d="M7 29 16.5 14l5 7.5 3-4.5L33 29Z" className="fill-accent-500" />
        <path d="M16.5 14 20 19.5l-3.5 2.5-3-2Z" className="fill-white" />
        <circle cx="29" cy="11" r="3.5" className="fill-warm-400" />
      </svg>
      {/* The link's name is the visible company name (WCAG 2.5.3, label in name). */}
      <span
        className={cn(
          "text-base leading-tight font-bold tracking-tight whitespace-nowrap",
          tone === "dark" ? "text-navy-900" : "text-white",
        )}
      >
        {site.shortName}{" "}
        <span
          className={cn(
            "block text-xs font-medium tracking-normal",
            tone === "dark" ? "text-ink-600" : "text-navy-100",
          )}
        >
          {site.name.slice(site.shortName.length).trim()}
        </span>
      </span>
    </Link>
  );
}
