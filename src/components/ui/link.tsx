import { type ComponentProps, createContext, type ReactNode, useContext } from "react";

/**
 * Where an address of the site leads in the page's language (docs/decisions/026-languages.md):
 * `/contact` on a German page is `/de/contact`; `undefined` when the target has no translation in
 * it, and then the link is dropped rather than kept to the English page. The page component gives
 * it (src/content/page-languages.ts `hrefIn`); without one, as in an island, an address stays as
 * it is, which is right for English.
 */
export type HrefIn = (to: string) => string | undefined;

const PageHref = createContext<HrefIn>((to) => to);

/**
 * The page's language for every `Link` below it. A React context rather than a prop on each link:
 * the page component sets it once, from the `language` prop its route gives it, and each Astro
 * island or section rendered on its own sets its own (no module-level "current language").
 */
export function InLanguage({ hrefIn, children }: { hrefIn: HrefIn; children: ReactNode }) {
  return <PageHref.Provider value={hrefIn}>{children}</PageHref.Provider>;
}

/** `to` in the page's language, or `undefined` when the page has no translation there. */
export function useHref(to: string): string | undefined {
  return useContext(PageHref)(to);
}

/**
 * Its children only where `to` has a page in the page's language: a section whose words invite
 * the reader to a page ("browse our open roles") goes with its link, rather than keep a sentence
 * that points at nothing (docs/decisions/039-pages-missing-in-a-language.md).
 */
export function WithPageFor({ to, children }: { to: string; children: ReactNode }) {
  return useHref(to) === undefined ? null : children;
}

/**
 * An internal link. Every page is its own pre-rendered document (docs/decisions/009-islands.md),
 * so a link is a plain anchor: the browser's speculation rules prefetch it on hover, and the
 * cross-document view transition fades the next page in. `to` comes from content/paths.ts, in the
 * default language; the page's language puts it in its own, or drops the link when the target
 * does not exist there.
 */
export function Link({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const href = useHref(to);
  if (href === undefined) return null;
  return <a href={href} {...props} />;
}
