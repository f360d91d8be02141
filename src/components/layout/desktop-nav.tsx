import type { CSSProperties } from "react";
import { InLanguage, Link } from "~/components/ui/link";
import { isCurrentSection, type NavItem, type Navigation, type NavLink } from "~/content/navigation";
import { hrefIn } from "~/content/page-languages";
import { cn } from "~/lib/cn";

/**
 * The desktop bar in plain HTML (docs/decisions/011-menus-without-download.md): each
 * dropdown is a `popover` its trigger opens with `popovertarget`, so a click, Enter or Space opens
 * it with no script, and the browser closes it on an outside click or Escape (focus back on the
 * trigger), and keeps one open at a time. Open panels sit in the top layer, placed under their
 * trigger by CSS anchor positioning (`.menu-panel` in app.css). src/lib/menus.ts, inlined in every
 * page, adds what HTML cannot say: opening on hover, `aria-expanded`, and the arrow keys.
 */
export function DesktopNav({
  items,
  pathname,
  labels,
  language,
}: {
  items: NavItem[];
  /** The page's default-language address (the menus' links are written in it). */
  pathname: string;
  labels: Navigation["labels"];
  language: string;
}) {
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <nav aria-label={labels.mainMenu} className="hidden lg:block" data-menubar>
        <ul className="flex items-center gap-1">
          {items.map((item, index) => (
            // A dropdown's item is the group its trigger and panel style themselves by (open or not).
            <li key={item.label} data-menu-item className={item.kind === "link" ? undefined : "group/dropdown"}>
              {item.kind === "link" ? (
                <MenuLink link={item} pathname={pathname} className={topLevelClasses} />
              ) : (
                <Dropdown item={item} pathname={pathname} anchor={`--menu-${index}`} panelId={`menu-${index}`} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </InLanguage>
  );
}

function Dropdown({
  item,
  pathname,
  anchor,
  panelId,
}: {
  item: Exclude<NavItem, { kind: "link" }>;
  pathname: string;
  anchor: string;
  panelId: string;
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-current={isCurrentSection(item, pathname) ? "true" : undefined}
        style={{ anchorName: anchor } as CSSProperties}
        // The chevron is the trigger's ::after (.nav-trigger in app.css).
        className={cn(topLevelClasses, "nav-trigger group-has-[:popover-open]/dropdown:bg-navy-50")}
      >
        {item.label}
      </button>
      <div
        id={panelId}
        popover="auto"
        data-menu-panel={item.kind}
        style={{ positionAnchor: anchor } as CSSProperties}
        className={cn(
          "menu-panel rounded-xl border border-line bg-white p-2 text-ink-900 shadow-xl",
          item.kind === "mega" ? "min-w-mega" : "min-w-dropdown",
        )}
      >
        {item.kind === "mega" ? (
          <div className="grid grid-cols-2 gap-2 p-2">
            {item.columns.map((column) => (
              <div key={column.heading}>
                <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-ink-500 uppercase">
                  {column.heading}
                </p>
                <MenuList links={column.items} pathname={pathname} />
              </div>
            ))}
          </div>
        ) : (
          <MenuList links={item.items} pathname={pathname} />
        )}
      </div>
    </>
  );
}

/** The bar's own links and dropdown triggers (`.nav-top` in app.css: ADR 022, one class on every page). */
const topLevelClasses = "nav-top";

function MenuList({ links, pathname }: { links: NavLink[]; pathname: string }) {
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <MenuLink link={link} pathname={pathname} className="menu-link" />
        </li>
      ))}
    </ul>
  );
}

function MenuLink({ link, pathname, className }: { link: NavLink; pathname: string; className: string }) {
  const active = pathname === link.to;
  return (
    <Link to={link.to} className={className} aria-current={active ? "page" : undefined}>
      {link.label}
    </Link>
  );
}
