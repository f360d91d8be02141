import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { defaultLanguage } from "~/content/languages";
import { notTranslatedIn } from "~/content/pages";
import { pageTitle } from "~/content/seo";

/**
 * Not a page of the site but its answer for one it has only in English
 * (docs/decisions/039-pages-missing-in-a-language.md): kept out of search engines and site search,
 * with no alternates, since the English page is the page.
 */
export function notTranslatedMeta(language: string) {
  const words = notTranslatedIn(language);
  return [
    { title: pageTitle(words.heading) },
    { name: "description", content: words.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Says, in the page's language, that the page exists in English only, and links to it. No
 * `InLanguage` around it: the one link goes to the English page, the exception to "no page links to
 * another language" this page exists for (ADR 026), and says so with `hreflang`.
 */
export function NotTranslatedPage({ language, english }: { language: string; english: string }) {
  const words = notTranslatedIn(language);
  return (
    <section className="bg-navy-50 py-24 sm:py-32">
      <Container className="max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{words.heading}</h1>
        <p className="mt-4 text-lg text-ink-600">{words.text}</p>
        <ButtonLink to={english} hrefLang={defaultLanguage.code} size="lg" arrow className="mt-8">
          {words.englishLink}
        </ButtonLink>
      </Container>
    </section>
  );
}
