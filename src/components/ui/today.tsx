import { formatDate, useToday } from "~/lib/dates";

/**
 * Today's date as the visitor sees it (docs/requirements.md "Dates"): the footer's year and the
 * privacy page's 'Last Revised'. The pre-rendered HTML carries the build date; this island corrects
 * it once hydrated, with no layout shift for the year (always four digits). A date is written in
 * the page's language ("26. November 2026" on a German page).
 */
export function Today({
  show,
  locale,
}: {
  show: "year" | "date" /** The page's Intl locale: de-DE. */;
  locale?: string;
}) {
  const today = useToday();
  const year = today.slice(0, 4);
  return <time dateTime={show === "year" ? year : today}>{show === "year" ? year : formatDate(today, locale)}</time>;
}
