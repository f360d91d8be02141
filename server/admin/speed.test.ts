// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { signInAs } from "../test/admin-session.ts";
import { startTestSite } from "../test/helpers.ts";
import { ADMIN_CSP } from "./index.ts";

/** /admin/speed against the real server (in-process) and a seeded database, read with jsdom. */
const jsdom = "jsdom";
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: { document: Document } } };

const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

async function speedPage(seed: (site: Awaited<ReturnType<typeof startTestSite>>) => void = () => {}) {
  const at = Date.parse("2026-06-15T15:00:00Z");
  const site = await startTestSite({}, undefined, { now: () => at });
  sites.push(site);
  seed(site);
  const { headers } = signInAs(site, "marketing", { at });
  const response = await fetch(`${site.url}/admin/speed`, { headers });
  return { response, document: new JSDOM(await response.text()).window.document };
}

describe("/admin/speed", () => {
  it("asks for a sign-in like the rest of the admin", async () => {
    const site = await startTestSite();
    sites.push(site);
    expect((await fetch(`${site.url}/admin/speed`)).status).toBe(401);
  });

  it("shows each page's p75 in its band, the worst page first, the elements at fault and a chart per Core Web Vital", async () => {
    const { response, document } = await speedPage((site) => {
      for (const value of [180, 520, 560, 610]) {
        site.stats.recordVitals(
          {
            path: "/contact",
            device: "phone",
            metrics: [
              { name: "INP", value, target: "button#send", interactionType: "pointer" },
              { name: "LCP", value: 1900, target: "main>h1.title" },
            ],
          },
          "2026-06-14",
        );
      }
      site.stats.recordVitals({ path: "/", device: "desktop", metrics: [{ name: "LCP", value: 1200 }] }, "2026-06-15");
      // Before the 28 days shown (May 19 to June 15).
      site.stats.recordVitals(
        { path: "/about", device: "tablet", metrics: [{ name: "LCP", value: 9000 }] },
        "2026-05-18",
      );
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(ADMIN_CSP);
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("h1")?.textContent).toBe("Last 28 days");
    const rows = [...document.querySelectorAll("tr[data-page]")].map(
      (row) => `${row.getAttribute("data-page")} ${row.getAttribute("data-device")}`,
    );
    expect(rows).toEqual(["/contact phone", "/ desktop"]);
    const inp = document.querySelector('tr[data-page="/contact"] td[data-metric="INP"] .p75');
    expect(inp?.className).toBe("p75 poor");
    expect(Number(inp?.textContent?.replace(/\D/g, ""))).toBeGreaterThan(560 * 0.98);
    expect(document.querySelector('tr[data-page="/contact"] td[data-metric="INP"]')?.textContent).toContain(
      "good 25%, needs improvement 0%, poor 75%",
    );
    expect(document.querySelector('tr[data-page="/contact"] td[data-metric="LCP"] .p75')?.className).toBe("p75 good");
    expect(document.querySelector('tr[data-page="/"] td[data-metric="INP"]')?.textContent).toContain("no visits");
    expect(
      document.querySelector('[aria-label="Slowest interactions"] tr[data-element="button#send"]')?.textContent,
    ).toContain("pointer");
    expect(document.querySelector('[aria-label="Largest contentful paint elements"]')?.textContent).toContain(
      "main>h1.title",
    );
    expect(document.querySelectorAll("figure.chart svg")).toHaveLength(3);
    expect(document.querySelectorAll("figure.chart rect.bar.poor")).toHaveLength(1);
    expect(document.querySelector('nav.tabs a[aria-current="page"]')?.textContent).toBe("Speed");
  });

  it("says so when nothing was reported", async () => {
    const { document } = await speedPage();
    expect(document.querySelector(".empty")?.textContent).toBe("No speed reports in this period.");
  });

  it("prints selectors as text, never as markup", async () => {
    const { document } = await speedPage((site) => {
      // Not a selector the endpoint accepts; the page must still be safe if one were stored.
      site.stats.recordVitals(
        { path: "/", device: "phone", metrics: [{ name: "LCP", value: 900, target: "<img src=x onerror=alert(1)>" }] },
        "2026-06-15",
      );
    });
    expect(document.querySelector("img[onerror]")).toBeNull();
    expect(document.body.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
