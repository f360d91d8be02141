import { PillLinks } from "~/components/sections/pill-links";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { InLanguage } from "~/components/ui/link";
import { defaultLanguage } from "~/content/languages";
import { hrefIn } from "~/content/page-languages";
import { notFoundIn } from "~/content/pages";
import { pageTitle } from "~/content/seo";

// Pre-rendered as /404 and served as 404.html with status 404 for every unknown path.
export function notFoundMeta(language: string) {
  const notFound = notFoundIn(language);
  return [
    // The English title is the one docs/requirements.md names; a translation titles the page with its heading.
    { title: pageTitle(language === defaultLanguage.code ? "Page Not Found" : notFound.heading) },
    { name: "description", content: notFound.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}

export function NotFoundPage({ language }: { language: string }) {
  const notFound = notFoundIn(language);
  const here = hrefIn(language);
  // A suggestion with no page in the language is left out, not sent to the English page (ADR 026).
  const suggestions = notFound.suggestions.filter((link) => here(link.to) !== undefined);
  return (
    <InLanguage hrefIn={here}>
      <section className="bg-navy-50 py-24 sm:py-32">
        <Container className="max-w-2xl text-center">
          <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-accent-600">
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{notFound.heading}</h1>
          <p className="mt-4 text-lg text-ink-600">{notFound.text}</p>
          <ButtonLink to={notFound.homeLink.to} size="lg" className="mt-8">
            {notFound.homeLink.label}
          </ButtonLink>
          <nav aria-label={notFound.suggestionsHeading} className="mt-12">
            <h2 className="text-sm font-semibold tracking-wider text-ink-500 uppercase">
              {notFound.suggestionsHeading}
            </h2>
            <PillLinks links={suggestions} look="plain" className="mt-4 justify-center" />
          </nav>
        </Container>
      </section>
    </InLanguage>
  );
}
