import data from "./data/site/navigation.json" with { type: "json" };
import { readFile } from "./site";

/**
 * Navigation is data (docs/developers.md "How the code is written"): one `NavItem` list drives the desktop bar and the mobile list. The
 * menus' words and links are in src/content/data/site/navigation.json; the content test checks every
 * link leads to a page. These short labels are the menus' own; the pages' full titles live in their
 * records, which stay out of the shared bundle that every page downloads.
 */
export type NavLink = { label: string; to: string };
export type NavColumn = { heading: string; items: NavLink[] };
export type NavItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "dropdown"; label: string; items: NavLink[] }
  | { kind: "mega"; label: string; columns: NavColumn[] };

const words = readFile<"site/navigation">(data);

/** The file keeps one flat shape per entry (one form in the editor); the menus take the union. */
function toNavItem(item: (typeof words.main)[number]): NavItem {
  if (item.kind === "link") return { kind: "link", label: item.label, to: item.to ?? "" };
  if (item.kind === "dropdown") return { kind: "dropdown", label: item.label, items: item.items ?? [] };
  return { kind: "mega", label: item.label, columns: item.columns ?? [] };
}

/**
 * The menus of a navigation file (the default language's, or a translation's: pages.ts
 * `navigationIn`), keeping only the links `keep` says have a page in the page's language: an
 * emptied column, dropdown or mega menu goes with them (docs/decisions/026-languages.md).
 */
export function navigationFrom(file: typeof words, keep: (to: string) => boolean = () => true) {
  const links = (items: NavLink[]) => items.filter((link) => keep(link.to));
  const columns = (all: NavColumn[]) =>
    all.map((column) => ({ ...column, items: links(column.items) })).filter((column) => column.items.length > 0);
  const main = file.main.map(toNavItem).flatMap((item): NavItem[] => {
    if (item.kind === "link") return keep(item.to) ? [item] : [];
    if (item.kind === "dropdown") {
      const items = links(item.items);
      return items.length > 0 ? [{ ...item, items }] : [];
    }
    const kept = columns(item.columns);
    return kept.length > 0 ? [{ ...item, columns: kept }] : [];
  });
  return {
    main,
    requestConsultation: file.requestConsultation as NavLink,
    /** Footer link groups. */
    footer: columns(file.footer),
    labels: file.labels,
    cardLink: file.cardLink,
  };
}

export type Navigation = ReturnType<typeof navigationFrom>;

const english = navigationFrom(words);

export const mainNavigation: NavItem[] = english.main;

export const requestConsultation: NavLink = english.requestConsultation;

/** Footer link groups (docs/requirements.md "Layout and navigation"). */
export const footerNavigation: NavColumn[] = english.footer;

/**
 * Card links keep the required short label on screen ("Read More") and say which page they open to
 * screen readers and search engines: "Read More about <title>".
 */
export const cardLinkCopy = words.cardLink;

/** The header's and footer's own words: the skip link, menu names, copyright, privacy and terms. */
export const navigationLabels = words.labels;

/** Every link a navigation entry leads to (a link itself, a dropdown's items, a mega-menu's columns). */
export function linksOf(item: NavItem): NavLink[] {
  if (item.kind === "link") return [item];
  return item.kind === "mega" ? item.columns.flatMap((column) => column.items) : item.items;
}

/**
 * Whether the page at `pathname` belongs to this entry's section: one of its links is the page,
 * or the page sits below one of them (/about/partners under Our Story, an article under Blog).
 * The header marks that entry, so a visitor always sees where they are.
 */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  return linksOf(item).some((link) => pathname === link.to || (link.to !== "/" && pathname.startsWith(`${link.to}/`)));
}
