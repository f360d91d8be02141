import { ExternalLink } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { FormsFile } from "~/content/forms";
import { paths } from "~/content/paths";

/**
 * The line every form carries about the visitor's details: who receives them and for how long is
 * the privacy notice's to say, so the line promises nothing of its own and links there
 * (docs/decisions/037-privacy-notice.md). It opens in a new tab so a half-filled form is not lost.
 * `href` is the notice in the page's language: a form is an island, rendered outside the page's
 * `InLanguage`.
 */
export function PrivacyLine({ words, href }: { words: FormsFile["shared"]["privacy"]; href?: string }) {
  return (
    <>
      {words.before}
      <Link
        to={href ?? paths.privacy}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-600"
      >
        {words.link} <span className="sr-only">{words.newTab}</span>
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </Link>
      .
    </>
  );
}
