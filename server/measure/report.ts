import { type CtaId, callsToAction, ctaIds } from "../../src/content/calls-to-action.ts";
import { languageName } from "../../src/content/form-language.ts";
import { defaultLanguage, languages, translatedLanguages } from "../../src/content/languages.ts";
import type { InquiryFormId } from "../../src/lib/forms/index.ts";
import { type DayTotals, dayOf, daysBefore, type StatsStore } from "./store.ts";
import { pause } from "./vitals-report.ts";

/**
 * What a marketer reads (docs/authors.md "Measuring the site"): `npm run stats` prints it, /admin draws it.
 * A visit is a first page view; a conversion is a form sent successfully or a call booked on
 * /book; a conversion rate is conversions per visit, of the visits that arrived that way.
 */
export type Rate = number | null;

export type StatsReport = {
  days: number;
  /** First and last day, inclusive (UTC, `YYYY-MM-DD`). */
  from: string;
  to: string;
  totals: {
    visits: number;
    pageViews: number;
    conversions: number;
    conversionRate: Rate;
    ctaClicks: number;
    popupsShown: number;
  };
  /** Every day of the range, oldest first, zeros included (the charts need the gaps). */
  daily: DayTotals[];
  topPages: { path: string; views: number }[];
  landingPages: { path: string; visits: number; conversions: number; conversionRate: Rate }[];
  sources: { source: string; medium: string; visits: number; conversions: number; conversionRate: Rate }[];
  campaigns: { campaign: string; visits: number; conversions: number; conversionRate: Rate }[];
  /** Each language of the site, visited or not, by the landing page's language. */
  languages: { language: string; name: string; visits: number; conversions: number; conversionRate: Rate }[];
  /** Each form, sent at least once or not, then the calls booked on /book: each kind of conversion. */
  forms: { form: ConversionKind; label: string; conversions: number }[];
  /** Each call to action, clicked or not, most clicked first, and the calls booked after it. */
  ctas: { cta: CtaId; label: string; clicks: number; bookings: number }[];
};

/** A kind of conversion: a form sent, or a call booked on /book (its own kind, not a form's). */
export type ConversionKind = InquiryFormId | "booking";

export const formLabels: Record<InquiryFormId, string> = {
  home: "Home page inquiry",
  contact: "Contact form",
  strategy: "Strategy call (popup)",
};
const conversionLabels: Record<ConversionKind, string> = { ...formLabels, booking: "Call booked (/book)" };

/** The ranges the admin offers; `npm run stats` takes any number of days. */
export const reportRanges = [7, 30, 90] as const;

/** How many rows each ranked table keeps. */
const TOP = 20;

export const rate = (conversions: number, visits: number): Rate => (visits > 0 ? conversions / visits : null);

/** `12.5%`, or `–` when there were no visits to convert. */
export function formatRate(value: Rate): string {
  return value === null ? "–" : `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
}

/** The last `days` days up to and including `today` (UTC). */
export async function buildReport(
  stats: StatsStore,
  { days, today }: { days: number; today: Date },
): Promise<StatsReport> {
  const to = dayOf(today);
  const from = daysBefore(to, days - 1);
  // Between queries the server answers other requests (vitals-report.ts, pause).
  const totals = stats.totals(from, to);
  await pause();
  const byDay = new Map(stats.daily(from, to).map((row) => [row.day, row]));
  await pause();
  const daily = Array.from({ length: days }, (_, index) => {
    const day = daysBefore(to, days - 1 - index);
    return byDay.get(day) ?? { day, visits: 0, pageViews: 0, conversions: 0 };
  });
  const sent = new Map(stats.events(from, to, "form_submit").map((row) => [row.detail, row.count]));
  const clicked = new Map(stats.events(from, to, "cta_click").map((row) => [row.detail, row.count]));
  // By the call to action the visit last clicked; "" for a visit that clicked none.
  const booked = new Map(stats.events(from, to, "call_booked").map((row) => [row.detail, row.count]));
  await pause();
  const topPages = stats.pages(from, to, TOP);
  const landings = stats.landings(from, to, TOP);
  await pause();
  const sources = stats.sources(from, to, TOP);
  const campaigns = stats.campaigns(from, to, TOP);
  await pause();
  const byLanguage = stats.languages(
    from,
    to,
    translatedLanguages.map((language) => language.code),
    defaultLanguage.code,
  );
  const counted = (code: string) => byLanguage.find((row) => row.language === code);
  return {
    days,
    from,
    to,
    totals: {
      visits: totals.visits,
      pageViews: totals.pageViews,
      conversions: totals.conversions,
      conversionRate: rate(totals.conversions, totals.visits),
      ctaClicks: totals.ctaClicks,
      popupsShown: totals.popupsShown,
    },
    daily,
    topPages,
    landingPages: landings.map((row) => ({ ...row, conversionRate: rate(row.conversions, row.visits) })),
    sources: sources.map((row) => ({ ...row, conversionRate: rate(row.conversions, row.visits) })),
    campaigns: campaigns.map((row) => ({ ...row, conversionRate: rate(row.conversions, row.visits) })),
    languages: languages.map(({ code }) => {
      const visits = counted(code)?.visits ?? 0;
      const conversions = counted(code)?.conversions ?? 0;
      return {
        language: code,
        name: languageName(code),
        visits,
        conversions,
        conversionRate: rate(conversions, visits),
      };
    }),
    forms: (Object.keys(conversionLabels) as ConversionKind[]).map((form) => ({
      form,
      label: conversionLabels[form],
      conversions:
        form === "booking" ? [...booked.values()].reduce((total, count) => total + count, 0) : (sent.get(form) ?? 0),
    })),
    ctas: ctaIds
      .map((cta) => ({ cta, label: callsToAction[cta], clicks: clicked.get(cta) ?? 0, bookings: booked.get(cta) ?? 0 }))
      .sort((a, b) => b.clicks - a.clicks),
  };
}

/** `linkedin / social`, or just `linkedin` without a medium. */
export const sourceLabel = ({ source, medium }: { source: string; medium: string }) =>
  medium ? `${source} / ${medium}` : source;
