import { type SearchIn, SearchPanel } from "~/components/layout/site-search";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import type { BlogCategory } from "~/content/blog-categories";
import { blogCopy } from "~/content/blog-copy";
import { paths } from "~/content/paths";
import { searchCopy, searchCopyOf } from "~/content/search";

/**
 * /search (docs/decisions/014-site-search.md): a pre-rendered shell; the query comes from ?q=
 * and runs in the browser on the site's Pagefind index. Without JavaScript the form is hidden
 * (`scripting: none`) and the page says why, with the ways to every article that need no script.
 * In another language (`search`: /de/search) its words are that language's and it links only to
 * pages that exist in it: the hub when it has a translation (`hub`), and no English category list.
 */
export function SearchPage({
  categories,
  search,
  hub,
}: {
  categories: Pick<BlogCategory, "name" | "slug">[];
  search?: SearchIn;
  /** The Insights Hub in the page's language, or `undefined` when it has no translation there. */
  hub: string | undefined;
}) {
  const words = search ? searchCopyOf(search.words) : searchCopy;
  const copy = words.page;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      {/* Drawn at once: the footer follows it on the first screen (src/styles/brand.css). */}
      <section aria-label={copy.title} className="bg-navy-50 py-14 sm:py-20" data-search-page="" data-first-screen="">
        <Container className="max-w-3xl">
          <div className="needs-script">
            <SearchPanel inputId="search-page-input" mode="page" search={search} />
          </div>
          <noscript>
            <div className="rounded-2xl border border-line bg-white p-8 shadow-sm">
              <h2 className="text-xl font-semibold text-navy-900">{words.noScript.heading}</h2>
              <p className="mt-2 text-ink-600">{words.noScript.text}</p>
              <ul className="mt-4 grid gap-2">
                {hub === undefined ? null : (
                  <li>
                    <a href={hub} className="font-semibold text-accent-700 underline underline-offset-4">
                      {words.noScript.hub}
                    </a>
                  </li>
                )}
                {(search ? [] : categories).map((category) => (
                  <li key={category.slug}>
                    <a
                      href={paths.blogCategory(category.slug)}
                      className="text-accent-700 underline underline-offset-4"
                    >
                      {blogCopy.category.title(category.name)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </noscript>
        </Container>
      </section>
    </>
  );
}
