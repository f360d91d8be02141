/**
 * The site's calls to action: the buttons that ask a visitor to start a conversation or take the
 * next step. Each carries `data-cta="<id>"` in the pre-rendered HTML, and the measurement's one
 * click listener (src/lib/measure/beacon.ts) counts clicks on them by that id. The server accepts
 * only these ids, and the report (`npm run stats`, /admin) names each by where it sits.
 *
 * A new call to action is one line here and `{...ctaMark("<id>")}` on its button.
 */
export const callsToAction = {
  "request-consultation": "Request Consultation: header and phone menu, every page",
  "hero-consultation": "Request a Consultation: home carousel",
  "schedule-discovery-call": "Schedule a Discovery Call: home, why choose us",
  "explore-agentforce": "Explore Agentforce: home, Agentforce section",
  "request-demo": "Request Demo: home, Agentforce section",
  "talk-to-an-expert": "Talk to an Expert: top of service, cloud and industry pages",
  "expertise-consultation": "Request a Consultation: end of service, cloud and industry pages",
  "schedule-free-consultation": "Schedule a Free Consultation: services overview",
  "talk-to-an-industry-expert": "Talk to an Industry Expert: industries overview",
  "discuss-your-project": "Discuss Your Project: case studies and each case study",
  "case-study-next-step": "Closing button of a case study",
  "article-next-step": "Closing button of an article",
  "forge-a-partnership": "Forge a Partnership: about",
  "become-a-partner": "Become a Partner: partners",
  "apply-to-partner-program": "Apply to the Program: partner program",
  "sign-up-to-refer": "Sign Up to Refer: referral program",
  "general-application": "Send a General Application: careers",
  "apply-for-a-role": "Apply (a job opening): careers",
} as const;

export type CtaId = keyof typeof callsToAction;

export const ctaIds = Object.keys(callsToAction) as CtaId[];

export function isCtaId(value: unknown): value is CtaId {
  return typeof value === "string" && Object.hasOwn(callsToAction, value);
}

/** Marks a button or link as the call to action `id`: spread it on the element. */
export function ctaMark(id: CtaId) {
  return { "data-cta": id } as const;
}
