import type { Context } from "hono";
import { buildReport, reportRanges } from "../../measure/report.ts";
import { buildVitalsReport } from "../../measure/vitals-report.ts";
import type { AdminSection } from "../kit.ts";
import { audiencePage } from "../pages.ts";
import { speedPage } from "../speed-page.ts";

/** The report's range in days: one the page offers, else 30. */
const days = (c: Context) => {
  const asked = Number(c.req.query("days"));
  return (reportRanges as readonly number[]).includes(asked) ? asked : 30;
};

/** The audience report (owners, marketing): counts only, no personal data. */
export const audience: AdminSection = {
  id: "audience",
  label: "Audience",
  path: "/admin",
  roles: ["owner", "marketing"],
  mount(routes, { reports, stats, now, frame }, guard) {
    for (const path of ["/", ""]) {
      routes.get(path, guard, async (c) => {
        const request = { kind: "audience", days: days(c), today: now() } as const;
        const report = reports
          ? await reports.report(request)
          : await buildReport(stats, { days: request.days, today: new Date(request.today) });
        return c.html(audiencePage(report, frame(c)).value);
      });
    }
  },
};

/** Field speed (owners, marketing): percentiles per page and device, no personal data. */
export const speed: AdminSection = {
  id: "speed",
  label: "Speed",
  path: "/admin/speed",
  roles: ["owner", "marketing"],
  mount(routes, { reports, stats, now, frame }, guard) {
    routes.get("/speed", guard, async (c) => {
      const report = reports
        ? await reports.report({ kind: "speed", today: now() })
        : await buildVitalsReport(stats, { today: new Date(now()) });
      return c.html(speedPage(report, frame(c)).value);
    });
  },
};
