import { describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import { cloudSlugs, industrySlugs, serviceSlugs } from "~/content/paths";
import { records } from "./read";
import { type ExpertisePage, expertisePage } from "./schemas";
import { sitePaths } from "./site-paths";

const servicePages = records("services");
const servicePagesSchema = z.record(z.enum(serviceSlugs), expertisePage.zod);
const cloudPagesSchema = z.record(z.enum(cloudSlugs), expertisePage.zod);
const industryPagesSchema = z.record(z.enum(industrySlugs), expertisePage.zod);
const cloudPages = records("clouds");
const industryPages = records("industries");

/**
 * Content integrity for the three expertise page families (docs/developers.md "How the code is written", docs/requirements.md
 * "Page families"); the Markdown articles and case studies have theirs in markdown.test.ts.
 * `audit` collects every structural defect as a readable line, so a failure
 * names the record; the "audit catches" block feeds it broken copies to prove each check can fail.
 */

type Bundle = {
  servicePages: Record<string, ExpertisePage>;
  cloudPages: Record<string, ExpertisePage>;
  industryPages: Record<string, ExpertisePage>;
};

const realContent = (): Bundle => ({ servicePages, cloudPages, industryPages });

/** A deep copy with one defect planted, so the real records are never touched. */
function broken(plant: (bundle: MutableBundle) => void): Bundle {
  const copy = structuredClone(realContent()) as unknown as MutableBundle;
  plant(copy);
  return copy as unknown as Bundle;
}
// biome-ignore lint/suspicious/noExplicitAny: planting a defect needs to write fields the types forbid
type MutableBundle = { [K in keyof Bundle]: any };

const routePaths = new Set(sitePaths());

function schemaProblems(where: string, schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `schema: ${where}.${issue.path.join(".")}: ${issue.message}`);
}

function duplicates(where: string, what: string, values: string[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const value of values) {
    if (seen.has(value)) problems.push(`duplicate ${what} in ${where}: ${value}`);
    seen.add(value);
  }
  return problems;
}

function dangling(where: string, to: string): string[] {
  return routePaths.has(to) ? [] : [`dangling link in ${where}: ${to}`];
}

/** Every object with `kind: "illustration"`, wherever it sits in a record, must carry alt text. */
function missingAlt(where: string, value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => missingAlt(`${where}[${index}]`, item));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const own =
    record.kind === "illustration" && (typeof record.alt !== "string" || record.alt.trim().length < 10)
      ? [`missing alt text at ${where}`]
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => missingAlt(`${where}.${key}`, child))];
}

function audit(bundle: Bundle): string[] {
  const problems: string[] = [];
  const families = [
    ["servicePages", servicePagesSchema, bundle.servicePages, (slug: string) => `/expertise/services/${slug}`],
    ["cloudPages", cloudPagesSchema, bundle.cloudPages, (slug: string) => `/expertise/clouds/${slug}`],
    ["industryPages", industryPagesSchema, bundle.industryPages, (slug: string) => `/industries/${slug}`],
  ] as const;

  const expertiseTitles: string[] = [];
  for (const [name, schema, pages, pathOf] of families) {
    problems.push(...schemaProblems(name, schema, pages), ...missingAlt(name, pages));
    for (const [slug, page] of Object.entries(pages)) {
      expertiseTitles.push(page.title);
      const targets = page.relatedServices.map((link) => link.to);
      problems.push(...duplicates(`${name}.${slug}.relatedServices`, "link", targets));
      if (targets.includes(pathOf(slug))) problems.push(`${name}.${slug} links to itself`);
      for (const to of targets) problems.push(...dangling(`${name}.${slug}.relatedServices`, to));
    }
  }
  problems.push(...duplicates("expertise pages", "title", expertiseTitles));

  return problems;
}

describe("content integrity", () => {
  it("every family record parses, and no slug, title, link or alt text is missing or repeated", () => {
    expect(audit(realContent())).toEqual([]);
  });

  it("has a record for every registered family route and a route for every record", () => {
    expect(Object.keys(servicePages).sort()).toEqual([...serviceSlugs].sort());
    expect(Object.keys(cloudPages).sort()).toEqual([...cloudSlugs].sort());
    expect(Object.keys(industryPages).sort()).toEqual([...industrySlugs].sort());
  });
});

describe("the audit catches", () => {
  const cases: [string, (bundle: MutableBundle) => void, RegExp][] = [
    [
      "a schema error (five benefits become three)",
      (b) => b.servicePages.devops.benefits.splice(0, 2),
      /^schema: servicePages\.devops\.benefits/,
    ],
    ["a missing record for a route", (b) => delete b.cloudPages["data-cloud"], /^schema: cloudPages\.data-cloud/],
    ["a duplicate expertise title", (b) => (b.industryPages.healthcare.title = "Sales Cloud"), /duplicate title/],
    [
      "a related service that goes nowhere",
      (b) => b.servicePages.devops.relatedServices.push({ label: "Gone", to: "/expertise/services/gone" }),
      /dangling link in servicePages\.devops/,
    ],
    [
      "a related service repeated",
      (b) => b.cloudPages["sales-cloud"].relatedServices.push(b.cloudPages["sales-cloud"].relatedServices[0]),
      /duplicate link/,
    ],
    [
      "a page that relates to itself",
      (b) => b.industryPages.education.relatedServices.push({ label: "Education", to: "/industries/education" }),
      /links to itself/,
    ],
  ];
  for (const [name, plant, expected] of cases) {
    it(name, () => {
      expect(audit(broken(plant))).toContainEqual(expect.stringMatching(expected));
    });
  }
});

describe("expertise pages", () => {
  const allPages: ExpertisePage[] = [
    ...Object.values(servicePages),
    ...Object.values(cloudPages),
    ...Object.values(industryPages),
  ];

  it("has 9 service pages", () => {
    expect(Object.keys(servicePages)).toHaveLength(9);
  });

  it("has the 8 cloud pages, titled exactly as docs/requirements.md lists them", () => {
    expect(
      Object.values(cloudPages)
        .map((page) => page.title)
        .sort(),
    ).toEqual(
      [
        "Sales Cloud",
        "Service Cloud",
        "Experience Cloud",
        "Government Cloud",
        "Data Cloud",
        "Manufacturing Cloud",
        "Nonprofit Cloud",
        "Education Cloud",
      ].sort(),
    );
  });

  it("has the 7 industry pages, titled exactly as docs/requirements.md lists them", () => {
    expect(industryPages["public-sector"].title).toBe("Public Sector Solutions");
    expect(industryPages.education.title).toBe("Education Industry Solutions");
    expect(industryPages["non-profit"].title).toBe("Non-Profit Organization Solutions");
    expect(industryPages["retail-ecommerce"].title).toBe("Retail & eCommerce Solutions");
    expect(industryPages["travel-hospitality"].title).toBe("Travel & Hospitality Solutions");
    expect(industryPages.healthcare.title).toBe("Healthcare & Life Sciences Solutions");
    expect(industryPages.manufacturing.title).toBe("Manufacturing Industry Solutions");
    expect(Object.keys(industryPages)).toHaveLength(7);
  });

  it("gives every page 4 to 5 benefit cards", () => {
    for (const page of allPages) {
      expect(page.benefits.length, page.title).toBeGreaterThanOrEqual(4);
      expect(page.benefits.length, page.title).toBeLessThanOrEqual(5);
    }
  });

  it("gives only Education Cloud its own lifecycle section", () => {
    expect(cloudPages["education-cloud"].lifecycle?.length).toBeGreaterThan(0);
    const others = allPages.filter((page) => page !== cloudPages["education-cloud"]);
    expect(others.filter((page) => page.lifecycle !== undefined).map((page) => page.title)).toEqual([]);
  });

  it("exercises both branches of the related-services rule (spec: shown only when non-empty)", () => {
    expect(allPages.some((page) => page.relatedServices.length === 0)).toBe(true);
    expect(allPages.some((page) => page.relatedServices.length > 0)).toBe(true);
  });
});
