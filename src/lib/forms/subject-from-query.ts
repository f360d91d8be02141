/**
 * The subject a link asked for (docs/requirements.md "Company pages"): `?subject=`, else
 * `?service=`, else nothing. The value is only ever rendered as text (an input's value), never as
 * markup. Self-contained (no outside names): `prefillSubjectScript` inlines its source.
 */
export function subjectFromQuery(params: URLSearchParams): string {
  return params.get("subject")?.trim() || params.get("service")?.trim() || "";
}

/**
 * An inline script for right after the contact form: it writes that subject into the field while
 * the page is still being parsed, so the visitor sees it with the page and never watches it appear
 * under their typing. The form's island, which wakes only when the visitor reaches for it, reads the
 * same URL and adopts what the field holds. The page allows it by its hash (src/lib/csp.ts).
 */
export const prefillSubjectScript = `{const field=document.querySelector("#main form input[name=subject]");const subject=(${subjectFromQuery.toString()})(new URLSearchParams(location.search));if(field&&subject&&field.value==="")field.value=subject;}`;
