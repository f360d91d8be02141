import { describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import {
  articleSlugs,
  caseStudySlugs,
  cloudSlugs,
  industrySlugs,
  paths,
  prerenderPaths,
  serviceSlugs,
} from "~/lib/paths";
import { articles } from "./articles";
import { caseStudies } from "./case-studies";
import { cloudPages } from "./cloud-pages";
import { industryPages } from "./industry-pages";
import {
  articleSchema,
  caseStudySchema,
  cloudPagesSchema,
  type ExpertisePage,
  industryPagesSchema,
  servicePagesSchema,
} from "./schemas";
import { servicePages } from "./service-pages";

/**
 * Content integrity for the five page families (STYLE.md "Content", spec §2, §3, §9,
 * decisions.md 1–5). `audit` collects every structural defect as a readable line, so a failure
 * names the record; the "audit catches" block feeds it broken copies to prove each check can fail.
 */

type Bundle = {
  servicePages: Record<string, ExpertisePage>;
  cloudPages: Record<string, ExpertisePage>;
  industryPages: Record<string, ExpertisePage>;
  caseStudies: unknown[];
  articles: unknown[];
};

const realContent = (): Bundle => ({ servicePages, cloudPages, industryPages, caseStudies, articles });

/** A deep copy with one defect planted, so the real records are never touched. */
function broken(plant: (bundle: MutableBundle) => void): Bundle {
  const copy = structuredClone(realContent()) as unknown as MutableBundle;
  plant(copy);
  return copy as unknown as Bundle;
}
// biome-ignore lint/suspicious/noExplicitAny: planting a defect needs to write fields the types forbid
type MutableBundle = { [K in keyof Bundle]: any };

const routePaths = new Set(prerenderPaths());

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

  const studies = z.array(caseStudySchema).safeParse(bundle.caseStudies);
  problems.push(...schemaProblems("caseStudies", z.array(caseStudySchema), bundle.caseStudies));
  problems.push(...missingAlt("caseStudies", bundle.caseStudies));
  if (studies.success) {
    problems.push(
      ...duplicates(
        "caseStudies",
        "slug",
        studies.data.map((study) => study.slug),
      ),
    );
    problems.push(
      ...duplicates(
        "caseStudies",
        "title",
        studies.data.map((study) => study.title),
      ),
    );
    for (const study of studies.data) problems.push(...dangling(`caseStudies.${study.slug}.closing`, study.closing.to));
  }

  const posts = z.array(articleSchema).safeParse(bundle.articles);
  problems.push(...schemaProblems("articles", z.array(articleSchema), bundle.articles));
  problems.push(...missingAlt("articles", bundle.articles));
  if (posts.success) {
    const slugs = posts.data.map((article) => article.slug);
    problems.push(...duplicates("articles", "slug", slugs));
    problems.push(
      ...duplicates(
        "articles",
        "title",
        posts.data.map((article) => article.title),
      ),
    );
    for (const article of posts.data) {
      problems.push(...dangling(`articles.${article.slug}.closing`, article.closing.to));
      problems.push(...duplicates(`articles.${article.slug}.related`, "related article", article.related));
      for (const slug of article.related) {
        if (slug === article.slug) problems.push(`articles.${article.slug} relates to itself`);
        if (!slugs.includes(slug)) problems.push(`articles.${article.slug} relates to missing article ${slug}`);
      }
    }
  }
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
    expect(caseStudies.map((study) => study.slug).sort()).toEqual([...caseStudySlugs].sort());
    expect(articles.map((article) => article.slug).sort()).toEqual([...articleSlugs].sort());
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
    ["a duplicate case study slug", (b) => (b.caseStudies[1].slug = b.caseStudies[0].slug), /duplicate slug/],
    ["a duplicate article title", (b) => (b.articles[2].title = b.articles[0].title), /duplicate title/],
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
    [
      "a case study closing link that goes nowhere",
      (b) => (b.caseStudies[0].closing.to = "/case-study"),
      /dangling link in caseStudies\.digital-transformation-planning-agency/,
    ],
    [
      "an article closing link that goes nowhere",
      (b) => (b.articles[1].closing.to = "/expertise/devops"),
      /dangling link in articles\.devops-salesforce-roi/,
    ],
    ["an article that relates to itself", (b) => (b.articles[0].related[0] = b.articles[0].slug), /relates to itself/],
    [
      "an article related twice to the same article",
      (b) => (b.articles[0].related[1] = b.articles[0].related[0]),
      /duplicate related article/,
    ],
    [
      "an article related to one that has no record",
      (b) =>
        b.articles.splice(
          b.articles.findIndex((a: { slug: string }) => a.slug === "data-cloud-c-suite-guide"),
          1,
        ),
      /relates to missing article data-cloud-c-suite-guide/,
    ],
    [
      "blank alt text on a case study illustration",
      (b) => (b.caseStudies[3].image.alt = "   "),
      /missing alt text at caseStudies\[3\]\.image/,
    ],
    [
      "missing alt text on an article's image block",
      (b) => {
        const block = b.articles[0].body.find((item: { type: string }) => item.type === "image");
        delete block.image.alt;
      },
      /missing alt text at articles\[0\]\.body\[\d+\]\.image/,
    ],
  ];
  for (const [name, plant, expected] of cases) {
    it(name, () => {
      expect(audit(broken(plant))).toContainEqual(expect.stringMatching(expected));
    });
  }
});

describe("expertise pages (spec §2, §9)", () => {
  const allPages: ExpertisePage[] = [
    ...Object.values(servicePages),
    ...Object.values(cloudPages),
    ...Object.values(industryPages),
  ];

  it("has 9 service pages", () => {
    expect(Object.keys(servicePages)).toHaveLength(9);
  });

  it("has the 8 cloud pages, titled exactly as the spec lists them", () => {
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

  it("has the 7 industry pages, titled exactly as the spec lists them", () => {
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

describe("case studies (spec §2 'Case studies list', 'Case study detail pages', §9)", () => {
  const study = (slug: (typeof caseStudySlugs)[number]) => {
    const found = caseStudies.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no case study ${slug}`);
    return found;
  };
  const values = (slug: (typeof caseStudySlugs)[number]) => study(slug).metrics.map((metric) => metric.value);

  it("lists the six studies with the spec's slugs and categories, in the spec's order", () => {
    expect(caseStudies.map((item) => [item.slug, item.category])).toEqual([
      ["digital-transformation-planning-agency", "Public Sector"],
      ["retail-transformation-salesforce", "Retail & E-Commerce"],
      ["customized-salesforce-education", "Education"],
      ["architecture-revamp-manufacturing", "Manufacturing"],
      ["empowering-student-success-agentforce", "AI & Education"],
      ["healthcare-service-cloud-optimization", "Healthcare"],
    ]);
  });

  it("gives each study 5 challenges, 4 solution items and 4 metrics", () => {
    for (const item of caseStudies) {
      expect(item.challenges, item.slug).toHaveLength(5);
      expect(item.solutions, item.slug).toHaveLength(4);
      expect(item.metrics, item.slug).toHaveLength(4);
    }
  });

  it("carries exactly the §9 outcome metrics, in order", () => {
    expect(values("digital-transformation-planning-agency")).toEqual(["40%", "30%", "25%", "100%"]);
    expect(values("retail-transformation-salesforce")).toEqual(["30%", "25%", "20%", "15%"]);
    expect(values("customized-salesforce-education")).toEqual(["20%", "15%", "30%", "25%"]);
    expect(values("architecture-revamp-manufacturing")).toEqual(["35%", "25%", "20%", "15%"]);
    expect(study("empowering-student-success-agentforce").metrics.map((m) => `${m.value} ${m.label}`)).toEqual([
      expect.stringMatching(/^60% fewer repetitive inquiries$/i),
      expect.stringMatching(/^40% higher .*satisfaction$/i),
      expect.stringMatching(/^24\/7 .*support/i),
      expect.stringMatching(/^15% better at-risk intervention$/i),
    ]);
  });

  it("gives manufacturing its own section headings and closing button", () => {
    const manufacturing = study("architecture-revamp-manufacturing");
    expect(manufacturing.headings).toEqual({
      challenges: "Operational Hurdles Overcome",
      solutions: "Revitalized Architecture & Solutions",
      technologies: "Implemented Technology Ecosystem",
      results: "Key Performance Improvements",
    });
    expect(manufacturing.closing).toEqual({ label: "View All Manufacturing Solutions", to: "/case-studies" });
  });

  it("gives student success its headings, five technology tiles, client wording and Agentforce button", () => {
    const success = study("empowering-student-success-agentforce");
    expect(success.headings).toEqual({
      challenges: "Student Support Challenges",
      solutions: "Agentforce AI Solution Implemented",
      technologies: "Technology Powering the Solution",
      results: "Impact on Student Success",
    });
    expect(success.technologies).toHaveLength(5);
    // Spec: "(client: an innovative university partner)"; the record may start it with a capital.
    expect(success.client).toMatch(/^an innovative university partner$/i);
    // The four solution items the spec names: AI implementation, personalized knowledge base,
    // proactive outreach, agent handoff.
    expect(success.solutions.map((item) => item.title)).toEqual([
      expect.stringMatching(/AI Implementation/i),
      expect.stringMatching(/Personalized Knowledge Base/i),
      expect.stringMatching(/Proactive .*Outreach/i),
      expect.stringMatching(/Agent Handoff/i),
    ]);
    expect(success.closing).toEqual({
      label: "Learn More About Agentforce AI",
      to: "/expertise/services/salesforce-agentforce",
    });
  });

  it("ends the other four studies with a button back to /case-studies", () => {
    for (const slug of [
      "digital-transformation-planning-agency",
      "retail-transformation-salesforce",
      "customized-salesforce-education",
      "healthcare-service-cloud-optimization",
    ] as const) {
      expect(study(slug).closing.to, slug).toBe(paths.caseStudies);
      expect(study(slug).headings, slug).toBeUndefined();
    }
  });
});

describe("articles (spec §2 'Blog articles', decisions.md 1 and 3)", () => {
  const article = (slug: (typeof articleSlugs)[number]) => {
    const found = articles.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no article ${slug}`);
    return found;
  };

  it("dates and files the AI article as the spec does, with 123 likes and a final button to /blog", () => {
    const ai = article("ai-personalization-service-cloud");
    expect(ai.date).toBe("2024-10-26");
    expect(ai.category).toBe("AI & Customer Experience");
    expect(ai.likes).toBe(123);
    expect(ai.closing.to).toBe("/blog");
  });

  it("dates and files the DevOps article as the spec does, with 98 likes and 'Explore Our DevOps Services'", () => {
    const devops = article("devops-salesforce-roi");
    expect(devops.date).toBe("2024-10-15");
    expect(devops.category).toBe("DevOps & Salesforce");
    expect(devops.likes).toBe(98);
    expect(devops.closing).toEqual({ label: "Explore Our DevOps Services", to: "/expertise/services/devops" });
  });

  it("has real pages for the two articles the hub links (decisions.md 1)", () => {
    expect(article("data-cloud-c-suite-guide").body.length).toBeGreaterThanOrEqual(8);
    expect(article("government-cloud-security").body.length).toBeGreaterThanOrEqual(8);
  });

  it("uses every block type somewhere, so the renderer's switch is exercised by real content", () => {
    const types = new Set(articles.flatMap((item) => item.body.map((block) => block.type)));
    expect([...types].sort()).toEqual(["heading", "image", "list", "paragraph", "quote"]);
  });
});
