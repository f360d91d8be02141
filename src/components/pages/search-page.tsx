import { SearchPanel } from "~/components/layout/site-search";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import type { BlogCategory } from "~/content/blog-categories";
import { blogCopy } from "~/content/blog-copy";
import { searchCopy } from "~/content/search";
import { paths } from "~/lib/paths";

/**
 * /search (docs/decisions/014-site-search.md): a pre-rendered shell; the query comes from ?q=
 * and runs in the browser on the site's Pagefind index. Without JavaScript the form is hidden
 * (`scripting: none`) and the page says why, with the ways to every article that need no script.
 */
export function SearchPage({ categories }: { categories: Pick<BlogCategory, "name" | "slug">[] }) {
  const copy = searchCopy.page;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <section aria-label={copy.title} className="bg-navy-50 py-14 sm:py-20" data-search-page="">
        <Container className="max-w-3xl">
          <div className="needs-script">
            <SearchPanel inputId="search-page-input" mode="page" />
          </div>
          <noscript>
            <div className="rounded-2xl border border-line bg-white p-8 shadow-sm">
              <h2 className="text-xl font-semibold text-navy-900">{searchCopy.noScript.heading}</h2>
              <p className="mt-2 text-ink-600">{searchCopy.noScript.text}</p>
              <ul className="mt-4 grid gap-2">
                <li>
                  <a href={paths.blog} className="font-semibold text-accent-700 underline underline-offset-4">
                    {searchCopy.noScript.hub}
                  </a>
                </li>
                {categories.map((category) => (
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
