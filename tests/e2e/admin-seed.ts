import { bookingStore } from "../../server/booking/store";
import type { startSite } from "../../server/site";
import type { MeasureEvent } from "../../src/lib/measure/protocol";

type Site = Awaited<ReturnType<typeof startSite>>;

/** A deterministic month: the same numbers on every run (a small linear congruential generator). */
export function seedAdmin({ stats, store }: Pick<Site, "stats" | "store">, now: number) {
  let state = 20260615;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const arrivals = [
    { weight: 8, landingPath: "/", referrerHost: "www.google.com" },
    { weight: 5, landingPath: "/blog/devops-salesforce-roi", referrerHost: "www.google.com" },
    {
      weight: 4,
      landingPath: "/expertise/services/devops",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "q1",
    },
    {
      weight: 3,
      landingPath: "/expertise/clouds/data-cloud",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "june-digest",
    },
    { weight: 3, landingPath: "/" },
    {
      weight: 2,
      landingPath: "/expertise/services/salesforce-agentforce",
      utmSource: "partner-webinar",
      utmMedium: "referral",
      utmCampaign: "agentforce-webinar",
    },
    { weight: 1, landingPath: "/case-studies/retail-transformation-salesforce", referrerHost: "www.bing.com" },
  ];
  const pick = () => {
    let roll = random() * arrivals.reduce((sum, arrival) => sum + arrival.weight, 0);
    for (const arrival of arrivals) {
      roll -= arrival.weight;
      if (roll < 0) return arrival;
    }
    return arrivals[0] as (typeof arrivals)[number];
  };
  const ctas = [
    "request-consultation",
    "talk-to-an-expert",
    "schedule-discovery-call",
    "request-demo",
    "discuss-your-project",
  ] as const;
  for (let daysAgo = 29; daysAgo >= 0; daysAgo -= 1) {
    const at = new Date(now - daysAgo * 86_400_000);
    const weekday = at.getUTCDay() % 6 !== 0;
    const visits = Math.round((weekday ? 14 : 6) + random() * 10 + (29 - daysAgo) / 4);
    for (let visit = 0; visit < visits; visit += 1) {
      const { weight: _, ...arrival } = pick();
      const record = (event: MeasureEvent) => stats.record(event, at);
      record({ name: "page_view", path: arrival.landingPath, first: true, ...arrival });
      if (random() < 0.45) record({ name: "page_view", path: "/services", first: false, ...arrival });
      if (random() < 0.2) {
        record({
          name: "cta_click",
          path: arrival.landingPath,
          cta: ctas[Math.floor(random() * ctas.length)] ?? "request-consultation",
          ...arrival,
        });
        record({ name: "page_view", path: "/contact", first: false, ...arrival });
        if (random() < 0.35)
          record({ name: "form_submit", path: "/contact", form: random() < 0.7 ? "contact" : "home", ...arrival });
      }
      if (random() < 0.08) {
        record({ name: "popup_shown", path: arrival.landingPath, ...arrival });
        if (random() < 0.25) record({ name: "form_submit", path: arrival.landingPath, form: "strategy", ...arrival });
      }
    }
  }

  const delivered = store.addInquiry(
    "home",
    {
      name: "Jordan Lee",
      email: "jordan@northwind.example",
      company: "Northwind Health",
      message: "We run Sales and Service Cloud and want Agentforce in our contact centre by spring.",
      consent: true,
    },
    {
      channels: ["email"],
      now: new Date("2026-06-13T16:20:00Z"),
      attribution: { landingPath: "/", referrerHost: "www.google.com" },
    },
  );
  store.markDelivered(delivered.id, "email", new Date("2026-06-13T16:20:02Z"));
  const refused = store.addInquiry(
    "strategy",
    { name: "Sam Patel", email: "sam@example.net", message: "" },
    { channels: ["email"], now: new Date("2026-06-14T11:05:00Z") },
  );
  store.markRefused(
    refused.id,
    "email",
    "SMTP RCPT TO 550 5.1.1 mailbox unavailable",
    new Date("2026-06-14T11:05:03Z"),
  );
  // Sam booked a call as well: one to come, written and invited; and one past that never reached its calendar.
  const calls = bookingStore(store.database);
  const call = (name: string, email: string, start: string, language: string) =>
    calls.take(
      {
        consultantId: language === "fr" ? "claire-dubois" : "jonas-weber",
        start: Date.parse(start),
        end: Date.parse(start) + 30 * 60_000,
        language,
        timeZone: language === "fr" ? "Europe/Paris" : "America/New_York",
        service: null,
        name,
        email,
        company: null,
      },
      new Date("2026-06-14T11:05:00Z"),
    );
  const upcoming = call("Sam Patel", "sam@example.net", "2026-06-17T14:00:00Z", "en");
  if (upcoming) {
    calls.linkLead(upcoming.id, refused.id);
    calls.calendarWritten(upcoming.id, new Date("2026-06-14T11:05:01Z"));
    calls.invitationSent(upcoming.id, new Date("2026-06-14T11:05:02Z"));
  }
  call("Chloé Martin", "chloe@example.fr", "2026-06-12T08:30:00Z", "fr");
  store.addInquiry(
    "contact",
    {
      name: "Ana Ruiz",
      email: "ana.ruiz@example.org",
      company: "City of Example",
      role: "CRM Director",
      subject: "DevOps Services",
      message:
        "Our release train takes a full day and breaks about once a month.\nCould we talk about a DevOps assessment before our fiscal year starts in July?",
    },
    {
      channels: ["email"],
      now: new Date("2026-06-15T09:42:00Z"),
      attribution: {
        landingPath: "/expertise/services/devops",
        referrerHost: "www.linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "q1",
      },
    },
  );
}
