import { Fragment } from "react";
import { InLanguage, Link } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { isCurrentSection, type NavItem, type Navigation, type NavLink } from "~/content/navigation";
import { hrefIn } from "~/content/page-languages";
import { cn } from "~/lib/cn";
import { type LanguageLink, LanguageSwitcher } from "./language-switcher";

/** The one id the toggle's `popovertarget` names; the header holds one phone menu per page. */
const PANEL_ID = "mobile-menu";

/**
 * The same entries as the desktop bar, as a list below the header, in plain HTML that
 * works before and without any script (docs/decisions/011-menus-without-download.md):
 * - the panel is a `popover`, opened by the toggle's `popovertarget` in the frame after the tap;
 *   the browser closes it on Escape (focus back on the toggle) and on a tap outside, and draws it
 *   in the top layer, where no ancestor's `overflow` or `transform` can clip or re-anchor it;
 * - each group is a `<details>`, so it opens with no script too;
 * - the toggle's icon and name follow the panel's state through CSS (`:popover-open`).
 * src/lib/menus.ts adds `aria-expanded` and closes the panel when Back restores the page.
 */
export function MobileNav({
  items,
  cta,
  pathname,
  labels,
  language,
  languages,
}: {
  items: NavItem[];
  cta: NavLink;
  /** The page's default-language address (the menus' links are written in it). */
  pathname: string;
  labels: Navigation["labels"];
  language: string;
  /** The page in each language it exists in, for the language switcher (none when it exists in one). */
  languages: LanguageLink[];
}) {
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <div className="group/mobile lg:hidden">
        <button
          type="button"
          popoverTarget={PANEL_ID}
          // Its icon (menu, or a cross while open) is the toggle's ::before (.menu-toggle in app.css).
          className="menu-toggle inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
        >
          <span className="sr-only group-has-[:popover-open]/mobile:hidden">{labels.openMenu}</span>
          <span className="sr-only hidden group-has-[:popover-open]/mobile:inline">{labels.closeMenu}</span>
        </button>
        <nav
          id={PANEL_ID}
          popover="auto"
          aria-label={labels.mainMenu}
          className="fixed inset-x-0 top-header bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto overscroll-contain border-0 border-t border-line bg-white px-4 pt-2 pb-8 text-ink-900"
        >
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.label}>
                {item.kind === "link" ? (
                  <MobileLink link={item} pathname={pathname} />
                ) : (
                  <MobileGroup
                    label={item.label}
                    current={isCurrentSection(item, pathname)}
                    groups={
                      item.kind === "mega"
                        ? item.columns.map((column) => ({ heading: column.heading, links: column.items }))
                        : [{ heading: undefined, links: item.items }]
                    }
                    pathname={pathname}
                  />
                )}
              </li>
            ))}
          </ul>
          <Link
            to={cta.to}
            {...ctaMark("request-consultation")}
            className="mt-6 flex min-h-12 items-center justify-center rounded-lg bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
          >
            {cta.label}
          </Link>
          <LanguageSwitcher links={languages} current={language} className="mt-6 flex justify-center" />
        </nav>
      </div>
    </InLanguage>
  );
}

function MobileGroup({
  label,
  current,
  groups,
  pathname,
}: {
  label: string;
  current: boolean;
  groups: { heading: string | undefined; links: NavLink[] }[];
  pathname: string;
}) {
  return (
    <details>
      {/* The chevron is the summary's ::after (.mobile-group in app.css). */}
      <summary aria-current={current ? "true" : undefined} className="mobile-group">
        {label}
      </summary>
      {groups.length === 1 && groups[0] && !groups[0].heading ? (
        <MobileLinks links={groups[0].links} pathname={pathname} className="pb-2 pl-3" />
      ) : (
        <div className="pb-2 pl-3">
          {groups.map((group) => (
            <Fragment key={group.heading ?? label}>
              {group.heading ? (
                <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">
                  {group.heading}
                </p>
              ) : null}
              <MobileLinks links={group.links} pathname={pathname} />
            </Fragment>
          ))}
        </div>
      )}
    </details>
  );
}

function MobileLinks({ links, pathname, className }: { links: NavLink[]; pathname: string; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <MobileLink link={link} pathname={pathname} small />
        </li>
      ))}
    </ul>
  );
}

function MobileLink({ link, pathname, small }: { link: NavLink; pathname: string; small?: boolean }) {
  const active = pathname === link.to;
  return (
    <Link
      to={link.to}
      aria-current={active ? "page" : undefined}
      className={cn(
        small
          ? "mobile-sublink"
          : "mobile-link aria-[current=page]:text-accent-700 text-base font-semibold text-navy-900",
      )}
    >
      {link.label}
    </Link>
  );
}
