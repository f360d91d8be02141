import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { InLanguage, Link } from "~/components/ui/link";
import type { Navigation } from "~/content/navigation";
import { hrefIn } from "~/content/page-languages";
import { contactPath, paths } from "~/content/paths";
import { formatAddress, officeIn, phoneHref, site } from "~/content/site";
import { SocialIcon } from "../ui/social-icon";
import { BrandLogo } from "./brand-logo";
import { type LanguageLink, LanguageSwitcher } from "./language-switcher";

const legalLink = "inline-flex min-h-8 items-center hover:text-white hover:underline";

/**
 * The footer (docs/requirements.md "Layout and navigation"): blurb, three link groups, contact,
 * socials, copyright, privacy, legal notice and terms. Static HTML; `year` is the Today island (the visitor's
 * current year: docs/requirements.md "Dates").
 */
export function SiteFooter({
  year,
  navigation,
  blurb,
  language,
  languages,
}: {
  year: ReactNode;
  /** The menus and words in the page's language (pages.ts `navigationIn`). */
  navigation: Navigation;
  blurb: string;
  language: string;
  /** The page in each language it exists in, for the language switcher (none when it exists in one). */
  languages: LanguageLink[];
}) {
  const { footer, labels } = navigation;
  // The office of the page's market: German pages show the Munich office's number and address.
  const office = officeIn(language);
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <footer className="bg-navy-950 text-navy-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
          <div className="space-y-5">
            <BrandLogo tone="light" />
            <p className="max-w-sm text-sm leading-6">{blurb}</p>
            <address className="space-y-2 text-sm not-italic">
              <a href={phoneHref(office.phone)} className="flex items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-4 text-accent-300" /> {office.phone}
              </a>
              <a href={`mailto:${office.office.email}`} className="flex items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" className="size-4 text-accent-300" /> {office.office.email}
              </a>
              <p className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />{" "}
                {formatAddress(office.address)}
              </p>
            </address>
          </div>
          {footer.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.heading}</h2>
              <ul className="mt-4 space-y-1">
                {column.items.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
            <p>
              © {year} {site.name}. {labels.rights}
            </p>
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <li>
                <Link to={paths.privacy} className={legalLink}>
                  {labels.privacy}
                </Link>
              </li>
              <li>
                <Link to={paths.legalNotice} className={legalLink}>
                  {labels.legalNotice}
                </Link>
              </li>
              <li>
                <Link to={contactPath({ subject: labels.terms })} className={legalLink}>
                  {labels.terms}
                </Link>
              </li>
            </ul>
            <LanguageSwitcher
              links={languages}
              current={language}
              className="[&_a]:inline-flex [&_a]:min-h-8 [&_a]:items-center [&_a]:text-navy-100 [&_a]:hover:text-white [&_a[aria-current=page]]:text-white"
            />
            <ul className="flex items-center gap-2" aria-label={labels.social}>
              {site.social.map((social) => (
                <li key={social.name}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className="social-link">
                    <SocialIcon name={social.name} className="size-4" />
                    <span className="sr-only">
                      {social.name} {labels.newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </footer>
    </InLanguage>
  );
}
