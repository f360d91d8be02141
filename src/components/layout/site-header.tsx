import type { ReactNode } from "react";
import { ctaMark } from "~/content/calls-to-action";
import type { NavLink } from "~/content/navigation";
import { hrefIn } from "~/content/page-languages";
import { ButtonLink } from "../ui/button";
import { InLanguage } from "../ui/link";
import { BrandLogo } from "./brand-logo";
import { type LanguageLink, LanguageSwitcher } from "./language-switcher";
import { SearchEntry, type SearchIn } from "./site-search";

/**
 * The bar is static HTML, and so are its two menus (`desktopNav`, `mobileNav`: DesktopNav and
 * MobileNav, placed by src/layouts/site-layout.astro), which open as popovers with no script.
 * Fixed, 88 px high; `main` carries the matching top padding. The bar is opaque on
 * purpose: a `backdrop-filter` (or `filter`, `transform`, `contain`, `will-change`) here would make
 * the header the containing block of any `position: fixed` descendant that is not in the top layer
 * (tests/e2e/menus-on-screen.spec.ts guards every overlay).
 */
export function SiteHeader({
  desktopNav,
  mobileNav,
  cta,
  language,
  search,
  searchIn,
  languages,
}: {
  desktopNav: ReactNode;
  mobileNav: ReactNode;
  /** Request Consultation, in the page's language. */
  cta: NavLink;
  language: string;
  /** Whether site search is offered: only in a language that has its search page (ADR 026). */
  search: boolean;
  /** Search's words and page in the page's language, when it is not the default one. */
  searchIn?: SearchIn | undefined;
  /** The page in each language it exists in, for the language switcher (none when it exists in one). */
  languages: LanguageLink[];
}) {
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line bg-white">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          {desktopNav}
          <div className="flex items-center gap-2">
            {/* Beside the full menu bar only from 1280 px; the phone menu and the footer carry it below. */}
            <LanguageSwitcher links={languages} current={language} className="hidden xl:flex" />
            {search ? <SearchEntry search={searchIn} /> : null}
            {/* Below 640 px the mobile menu carries this button, so the bar keeps room for the logo. */}
            <ButtonLink to={cta.to} className="hidden sm:inline-flex" {...ctaMark("request-consultation")}>
              {cta.label}
            </ButtonLink>
            {mobileNav}
          </div>
        </div>
      </header>
    </InLanguage>
  );
}
