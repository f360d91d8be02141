import { fill } from "~/lib/template";

export type PreviewBarWords = { title: string; changes: string; none: string; forms: string };

/**
 * The bar along the bottom of every page of a branch's preview, never of the live site
 * (docs/decisions/046-previews-per-branch.md): which branch this is, that nothing here is live or
 * sent, and the pages the branch changes, each a link, so a reviewer goes straight to them. Fixed
 * at the bottom because the header is fixed at the top; plain HTML, no script.
 */
export function PreviewBar({ words, branch, pages }: { words: PreviewBarWords; branch: string; pages: string[] }) {
  return (
    <aside
      aria-label={fill(words.title, { branch })}
      className="fixed inset-x-0 bottom-0 z-[60] border-amber-400 border-t-2 bg-amber-50 px-4 py-2 text-navy-900 text-sm"
      data-preview-bar=""
    >
      <p>
        <strong>{fill(words.title, { branch })}</strong> {words.forms}
      </p>
      {pages.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <nav aria-label={words.changes} className="flex flex-wrap gap-x-4">
          <span>{words.changes}</span>
          {pages.map((page) => (
            <a key={page} href={page} className="underline">
              {page}
            </a>
          ))}
        </nav>
      )}
    </aside>
  );
}
