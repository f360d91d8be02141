import { Search, X } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { searchCopy } from "~/content/search";
import { paths } from "~/lib/paths";
import { searchFamilies } from "~/lib/search/families";
import { SEARCH_DIALOG_ID } from "~/lib/search/open-search";

/**
 * The header's search entry: a link to /search, which is all it is without JavaScript. With it,
 * src/lib/search/open-search.ts (inlined into every page) opens the search dialog in place
 * instead, as do `/` and Ctrl/⌘ K when the focus is not in a field.
 */
export function SearchEntry() {
  return (
    <a
      href={paths.search}
      data-search-open=""
      aria-keyshortcuts="/ Control+K Meta+K"
      title={searchCopy.openHint}
      className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 hover:text-accent-700"
    >
      <Search aria-hidden="true" className="size-5" />
      <span className="sr-only">{searchCopy.open}</span>
    </a>
  );
}

/**
 * The form and results of site search: the dialog every page carries (closed, and inert until the
 * visitor opens it), and the /search page. The behaviour (src/lib/search/search-ui.ts) and the
 * index load the first time it is used; results are written as text, never as HTML.
 */
export function SearchPanel({ inputId, mode }: { inputId: string; mode: "dialog" | "page" }) {
  const inDialog = mode === "dialog";
  return (
    <div data-search="" data-search-limit={inDialog ? 8 : 10} data-search-heading={inDialog ? 3 : 2}>
      <search>
        <form action={paths.search} method="get" className="grid gap-3 sm:flex sm:items-center">
          <div className="relative flex-1">
            <label htmlFor={inputId} className="sr-only">
              {searchCopy.label}
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
              placeholder={searchCopy.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-12 w-full rounded-xl border border-line bg-white py-3 pr-4 pl-12 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-accent-500"
            />
          </div>
          {inDialog ? null : (
            <div className="flex items-center gap-2">
              <label htmlFor={`${inputId}-family`} className="text-sm font-semibold text-navy-900">
                {searchCopy.page.familyLabel}
              </label>
              <select
                id={`${inputId}-family`}
                name="family"
                data-search-family=""
                className="min-h-12 rounded-xl border border-line bg-white px-3 text-base text-ink-900 shadow-sm focus:border-accent-500"
              >
                <option value="">{searchCopy.page.allFamilies}</option>
                {searchFamilies.map((family) => (
                  <option key={family} value={family}>
                    {searchCopy.page.families[family]}
                  </option>
                ))}
              </select>
            </div>
          )}
        </form>
      </search>
      <p role="status" data-search-status="" className="mt-3 min-h-5 text-sm text-ink-600">
        {searchCopy.prompt}
      </p>
      <ol data-search-results="" className="mt-4 grid gap-3" />
      {inDialog ? null : (
        <p className="mt-6 text-center">
          <button type="button" data-search-more="" hidden className={buttonClasses("secondary", "lg")}>
            {searchCopy.more}
          </button>
        </p>
      )}
      {inDialog ? (
        <p data-search-all-wrap="" hidden className="mt-4 text-sm">
          <a
            data-search-all=""
            href={paths.search}
            className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
          >
            {searchCopy.submit}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The dialog the header's entry opens. */
export function SearchDialog() {
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      aria-labelledby={`${SEARCH_DIALOG_ID}-title`}
      className="search-dialog m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink-900 sm:mx-auto sm:mt-[10vh] sm:h-fit sm:max-h-[80vh] sm:max-w-2xl sm:rounded-2xl sm:shadow-2xl"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
        <h2 id={`${SEARCH_DIALOG_ID}-title`} className="text-lg font-semibold text-navy-900">
          {searchCopy.dialogTitle}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{searchCopy.close}</span>
          </button>
        </form>
      </div>
      <div className="px-4 py-4 sm:px-6 sm:pb-6">
        <SearchPanel inputId={`${SEARCH_DIALOG_ID}-input`} mode="dialog" />
      </div>
    </dialog>
  );
}
