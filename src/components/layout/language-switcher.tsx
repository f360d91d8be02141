import { cn } from "~/lib/cn";

/** One language the page exists in: its code, its name in itself (languages.json) and the page's address in it. */
export type LanguageLink = { code: string; name: string; href: string };

/**
 * The page in each language it exists in (docs/decisions/026-languages.md): plain links, so it
 * works without script; each says which language it goes to (`hreflang`) and is written in it
 * (`lang`), the current one marked with `aria-current`. Shown in the header and the footer when
 * a page has a translation; nothing at all when it exists in one language. `label` names the list
 * for screen readers; by default the languages' own names.
 */
export function LanguageSwitcher({
  links,
  current,
  label,
  className,
}: {
  links: LanguageLink[];
  current: string;
  label?: string;
  className?: string;
}) {
  if (links.length < 2) return null;
  // Named in every language it offers ("English / Deutsch / Français"): a visitor looking for
  // their own language may not read the page's.
  const name = label ?? links.map((link) => link.name).join(" / ");
  return (
    // Links straight in the nav, no list around them: three copies on a page (header, phone menu,
    // footer) stay within the home page's element budget, and each link is one class (ADR 022).
    <nav aria-label={name} className={cn("flex items-center gap-3 text-sm", className)}>
      {links.map(({ code, name, href }) => (
        <a
          key={code}
          href={href}
          hrefLang={code}
          lang={code}
          aria-current={code === current ? "page" : undefined}
          className="language-link"
        >
          {name}
        </a>
      ))}
    </nav>
  );
}
