import { type SitePageKey, sitePages } from "./site-pages.ts";

/**
 * The site's calls to action: the buttons that ask a visitor to start a conversation or take the
 * next step. Each carries `data-cta="<id>"` in the pre-rendered HTML, and the measurement's one
 * click listener (src/lib/measure/beacon.ts) counts clicks on them by that id. The server accepts
 * only these ids, and the report (`npm run stats`, /admin) names each by where it sits.
 *
 * A call to action that only one page shows is named in that page's entry in site-pages.ts
 * (`calls`), so a new page brings its own; one that sits on many pages is a line below. Either
 * way the button carries `{...ctaMark("<id>")}`.
 */
const sharedCalls = {
  "request-consultation": "Request Consultation: header and phone menu, every page",
  "hero-consultation": "Request a Consultation: home carousel",
  "schedule-discovery-call": "Schedule a Discovery Call: home, why choose us",
  "pick-a-time": "Pick a time now: after the contact form or the popup is sent",
  "book-from-contact": "Book a 30-minute call: under the contact form",
  "explore-agentforce": "Explore Agentforce: home, Agentforce section",
  "request-demo": "Request Demo: home, Agentforce section",
  "talk-to-an-expert": "Talk to an Expert: top of service, cloud and industry pages",
  "expertise-consultation": "Request a Consultation: end of service, cloud and industry pages",
  "discuss-your-project": "Discuss Your Project: case studies and each case study",
  "case-study-next-step": "Closing button of a case study",
  "article-next-step": "Closing button of an article",
} as const;

type PageCall = {
  [K in SitePageKey]: (typeof sitePages)[K] extends { calls: readonly (infer C extends string)[] } ? C : never;
}[SitePageKey];

export type CtaId = keyof typeof sharedCalls | PageCall;

/** A page's own call to action is named by its id in words and the page's address. */
function pageCallLabel(id: string, path: string): string {
  const words = id.replaceAll("-", " ");
  return `${words[0]?.toUpperCase()}${words.slice(1)}: ${path}`;
}

const pageCalls = Object.values(sitePages).flatMap((page: { path: string; calls?: readonly string[] }) =>
  (page.calls ?? []).map((id) => [id, pageCallLabel(id, page.path)] as const),
);

export const callsToAction = { ...sharedCalls, ...Object.fromEntries(pageCalls) } as Record<CtaId, string>;

export const ctaIds = Object.keys(callsToAction) as CtaId[];

/** Calls to action no page is built with: a form's answer brings them (src/components/sections/use-inquiry-form.ts). */
export const ctaIdsAfterSending: readonly CtaId[] = ["pick-a-time"];

export function isCtaId(value: unknown): value is CtaId {
  return typeof value === "string" && Object.hasOwn(callsToAction, value);
}

/** Marks a button or link as the call to action `id`: spread it on the element. */
export function ctaMark(id: CtaId) {
  return { "data-cta": id } as const;
}
