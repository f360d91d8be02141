import { formatDate, useToday } from "~/lib/dates";

/**
 * Today's date as the visitor sees it (decisions.md 10): the footer's year and the privacy page's
 * 'Last Revised'. The pre-rendered HTML carries the build date; this island corrects it once
 * hydrated, with no layout shift for the year (always four digits).
 */
export function Today({ show }: { show: "year" | "date" }) {
  const today = useToday();
  const year = today.slice(0, 4);
  return <time dateTime={show === "year" ? year : today}>{show === "year" ? year : formatDate(today)}</time>;
}
