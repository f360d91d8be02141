import { Search, X } from "lucide-react";
import { SEARCH_DIALOG_ID } from "~/components/search/open-search";
import { buttonClasses } from "~/components/ui/button";
import { paths } from "~/content/paths";
import { type SearchWords, searchCopy, searchCopyOf } from "~/content/search";
import { searchFamilies } from "~/content/search-families";

/**
 * Search in a page's language other than the default (docs/decisions/026-languages.md): its words
 * (the language's search.json) and its search page's address (`/de/search`). Without it, a
 * component shows the default language's words, which it imports, and leads to /search, so
 * English pages keep their markup.
 */
export type SearchIn = { words: SearchWords; page: string };

const copyOf = (search: SearchIn | undefined) => (search ? searchCopyOf(search.words) : searchCopy);

/**
 * The header's search entry: a link to /search, which is all it is without JavaScript. With it,
 * src/components/search/open-search.ts (inlined into every page) opens the search dialog in place
 * instead, as do `/` and Ctrl/⌘ K when the focus is not in a field.
 */
export function SearchEntry({ search }: { search?: SearchIn }) {
  const copy = copyOf(search);
  return (
    <a
      href={search?.page ?? paths.search}
      data-search-open=""
      aria-keyshortcuts="/ Control+K Meta+K"
      title={copy.openHint}
      className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 hover:text-accent-700"
    >
      <Search aria-hidden="true" className="size-5" />
      <span className="sr-only">{copy.open}</span>
    </a>
  );
}

/**
 * The form and results of site search: the dialog every page carries (closed, and inert until the
 * visitor opens it), and the /search page. The behaviour (src/components/search/search-ui.ts) and the
 * index load the first time it is used; results are written as text, never as HTML. On a
 * translated page the words the search code writes come with the page's island words
 * (components/sections/page-words.ts), and its form submits to that language's search page.
 */
export function SearchPanel({
  inputId,
  mode,
  search,
}: {
  inputId: string;
  mode: "dialog" | "page";
  search?: SearchIn;
}) {
  const inDialog = mode === "dialog";
  const copy = copyOf(search);
  const action = search?.page ?? paths.search;
  return (
    <div data-search="" data-search-limit={inDialog ? 8 : 10} data-search-heading={inDialog ? 3 : 2}>
      <search>
        <form action={action} method="get" className="grid gap-3 sm:flex sm:items-center">
          <div className="relative flex-1">
            <label htmlFor={inputId} className="sr-only">
              {copy.label}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
            />
            <input
              id={inputId}
              name="q"
              type="search"
              data-search-input=""
              placeholder={copy.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-12 w-full rounded-xl border border-line bg-white py-3 pr-4 pl-12 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-accent-500"
            />
          </div>
          {inDialog ? null : (
            <div className="flex items-center gap-2">
              <label htmlFor={`${inputId}-family`} className="text-sm font-semibold text-navy-900">
                {copy.page.familyLabel}
              </label>
              <select
                id={`${inputId}-family`}
                name="family"
                data-search-family=""
                className="min-h-12 rounded-xl border border-line bg-white px-3 text-base text-ink-900 shadow-sm focus:border-accent-500"
              >
                <option value="">{copy.page.allFamilies}</option>
                {searchFamilies.map((family) => (
                  <option key={family} value={family}>
                    {copy.page.families[family]}
                  </option>
                ))}
              </select>
            </div>
          )}
        </form>
      </search>
      <p role="status" data-search-status="" className="mt-3 min-h-5 text-sm text-ink-600">
        {copy.prompt}
      </p>
      <ol data-search-results="" className="mt-4 grid gap-3" />
      {inDialog ? null : (
        <p className="mt-6 text-center">
          <button type="button" data-search-more="" hidden className={buttonClasses("secondary", "lg")}>
            {copy.more}
          </button>
        </p>
      )}
      {inDialog ? (
        <p data-search-all-wrap="" hidden className="mt-4 text-sm">
          <a
            data-search-all=""
            href={action}
            className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
          >
            {copy.submit}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The dialog the header's entry opens. */
export function SearchDialog({ search }: { search?: SearchIn }) {
  const copy = copyOf(search);
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      aria-labelledby={`${SEARCH_DIALOG_ID}-title`}
      className="search-dialog m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink-900 sm:mx-auto sm:mt-[10vh] sm:h-fit sm:max-h-[80vh] sm:max-w-2xl sm:rounded-2xl sm:shadow-2xl"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
        <h2 id={`${SEARCH_DIALOG_ID}-title`} className="text-lg font-semibold text-navy-900">
          {copy.dialogTitle}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.close}</span>
          </button>
        </form>
      </div>
      <div className="px-4 py-4 sm:px-6 sm:pb-6">
        <SearchPanel inputId={`${SEARCH_DIALOG_ID}-input`} mode="dialog" search={search} />
      </div>
    </dialog>
  );
}
