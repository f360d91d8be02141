import type { Context } from "hono";
import { buildReport, reportRanges } from "../../measure/report.ts";
import { buildVitalsReport } from "../../measure/vitals-report.ts";
import type { AdminKit, AdminSection } from "../kit.ts";
import { audiencePage } from "../pages.ts";
import { speedPage } from "../speed-page.ts";

/** The report's range in days: one the page offers, else 30. */
const days = (c: Context) => {
  const asked = Number(c.req.query("days"));
  return (reportRanges as readonly number[]).includes(asked) ? asked : 30;
};

// Each report comes from the report thread where there is one (the site never waits for a
// report), else is built here (an in-memory database in a test).
const audienceReport = ({ reports, stats, now }: AdminKit, rangeDays: number) =>
  reports
    ? reports.report({ kind: "audience", days: rangeDays, today: now() })
    : buildReport(stats, { days: rangeDays, today: new Date(now()) });
const speedReport = ({ reports, stats, now }: AdminKit) =>
  reports ? reports.report({ kind: "speed", today: now() }) : buildVitalsReport(stats, { today: new Date(now()) });

/** The audience report (owners, marketing): counts only, no personal data. */
export const audience: AdminSection = {
  id: "audience",
  label: "Audience",
  path: "/admin",
  roles: ["owner", "marketing"],
  mount(routes, kit, guard) {
    for (const path of ["/", ""]) {
      routes.get(path, guard, async (c) => {
        return c.html(audiencePage(await audienceReport(kit, days(c)), kit.frame(c)).value);
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
  mount(routes, kit, guard) {
    routes.get("/speed", guard, async (c) => {
      return c.html(speedPage(await speedReport(kit), kit.frame(c)).value);
    });
  },
};
