import { describe, expect, it } from "vitest";
import { homeCopy, principles } from "../../src/content/pages";
import { all, linkNamed, linksNamed, nameOf, pageOf, regionNamed, shown, textOf } from "./built-pages";

/**
 * The home page's twelve sections as its HTML carries them: the required headings in their order and
 * what each section lists and links to. What moves or needs layout (the carousel, the cloud pager,
 * clamped card text, the knowledge hub's two columns) is tests/e2e/home.spec.ts.
 */
const home = pageOf("/");
const texts = (elements: Element[]) => elements.map(textOf);
function section(heading: string): Element {
  const found = regionNamed(home, heading);
  if (!found) throw new Error(`no section named "${heading}"`);
  return found;
}
const href = (root: ParentNode, name: string | RegExp) => linkNamed(root, name).getAttribute("href");

describe("the home page", () => {
  it("shows the twelve sections in the required order, the inquiry section last", () => {
    expect(textOf(home.querySelector("h1"))).toBe(homeCopy.hero.heading);
    const headings = texts(shown(all(home, "main h2")));
    expect(headings.slice(0, 11)).toEqual([
      "Build a Connected Enterprise Digital Ecosystem",
      homeCopy.industries.heading,
      homeCopy.partners.heading,
      homeCopy.clouds.heading,
      homeCopy.whyChoose.heading,
      homeCopy.methodology.heading,
      homeCopy.agentforce.heading,
      homeCopy.caseStudies.heading,
      homeCopy.blog.heading,
      homeCopy.knowledgeHub.heading,
      homeCopy.principles.heading,
    ]);
    expect(headings).toHaveLength(12);
    expect(headings[11]).toMatch(/^Trust Summit Cloud Consulting .*Navigate and Conquer Your Digital Frontier$/);
    expect(nameOf(all(home, "main section").at(-1) as Element)).toBe(homeCopy.inquiry.heading);
  });

  it("hero: four slides, each with title, subtitle, image and two buttons; arrows, dots and pause", () => {
    const hero = section(homeCopy.hero.label);
    expect(hero.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = all(hero, '[aria-roledescription="slide"]');
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    for (const slide of slides) {
      expect(all(slide, "h1, h2").length, nameOf(slide)).toBe(1);
      expect(textOf(slide.querySelector("p")).length, nameOf(slide)).toBeGreaterThan(20);
      expect(all(slide, "a[href]"), nameOf(slide)).toHaveLength(2);
    }
    // The first slide is the one shown, with its picture; the others draw theirs as they come.
    expect(shown(slides).map(nameOf)).toEqual(["1 of 4"]);
    expect(all(slides[0] as Element, "img, [role=img]").length).toBeGreaterThan(0);
    const buttons = all(hero, "button").map(nameOf);
    expect(buttons.filter((name) => /^Show slide \d/.test(name))).toHaveLength(4);
    expect(buttons).toEqual(expect.arrayContaining(["Previous slide", "Next slide", "Pause automatic slide show"]));
  });

  it("industries: four cards linking to their pages and View All Industries", () => {
    const industries = section(homeCopy.industries.heading);
    const cards = all(industries, "article");
    expect(cards).toHaveLength(4);
    expect(texts(all(industries, "article h3"))).toEqual([
      "Public Sector Solutions",
      "Education Industry Solutions",
      "Non-Profit Organization Solutions",
      "Retail & eCommerce Solutions",
    ]);
    expect(href(industries, /Public Sector Solutions/)).toBe("/industries/public-sector");
    expect(href(industries, /Retail & eCommerce Solutions/)).toBe("/industries/retail-ecommerce");
    expect(href(industries, "View All Industries")).toBe("/industries");
  });

  it("partner strip: seven named logos", () => {
    const logos = all(section(homeCopy.partners.heading), "li");
    expect(logos).toHaveLength(7);
    expect(textOf(logos[0])).toBe("Salesforce");
  });

  it("cloud cards: the first three of six, and two page dots", () => {
    const clouds = section(homeCopy.clouds.heading);
    expect(texts(shown(all(clouds, "article h3")))).toEqual(["Sales Cloud", "Service Cloud", "Data Cloud"]);
    expect(href(clouds, /Sales Cloud/)).toBe("/expertise/clouds/sales-cloud");
    const dots = all(clouds, "button").filter((button) => /^Show clouds/.test(nameOf(button)));
    expect(dots.map(nameOf)).toEqual(["Show clouds 1–3", "Show clouds 4–6"]);
    expect(dots[0]?.getAttribute("aria-current")).toBe("true");
  });

  it("Why Choose: six badges and Schedule a Discovery Call", () => {
    const why = section(homeCopy.whyChoose.heading);
    expect(all(why, "li")).toHaveLength(6);
    expect(href(why, "Schedule a Discovery Call")).toBe("/book");
  });

  it("Agentforce promo: Explore Agentforce and Request Demo links", () => {
    const promo = section(homeCopy.agentforce.heading);
    expect(href(promo, "Explore Agentforce")).toBe("/expertise/services/salesforce-agentforce");
    expect(href(promo, "Request Demo")).toBe("/contact?subject=Agentforce%20Demo%20Request");
  });

  it("case studies: three teasers and View All Case Studies", () => {
    const studies = section(homeCopy.caseStudies.heading);
    expect(all(studies, "article")).toHaveLength(3);
    expect(linksNamed(studies, /^Read Case Study about /)).toHaveLength(3);
    expect(href(studies, "View All Case Studies")).toBe("/case-studies");
  });

  it("blog teasers: the three newest articles", () => {
    const blog = section(homeCopy.blog.heading);
    expect(all(blog, "article")).toHaveLength(3);
    expect(texts(all(blog, "time"))).toEqual(["October 26, 2024", "October 15, 2024", "September 30, 2024"]);
  });

  it("knowledge hub: two article cards and Explore All Insights", () => {
    const hub = section(homeCopy.knowledgeHub.heading);
    expect(all(hub, "article")).toHaveLength(2);
    expect(linksNamed(hub, /^Read Full Article about /)).toHaveLength(2);
    expect(href(hub, "Explore All Insights")).toBe("/blog");
  });

  // The six names are pinned to docs/requirements.md in src/content/company.test.ts.
  it("guiding principles: the six the company records name, in their order", () => {
    expect(texts(all(section(homeCopy.principles.heading), "h3"))).toEqual(principles.map(({ title }) => title));
  });

  it("inquiry section: the four stat tiles", () => {
    const inquiry = section(homeCopy.inquiry.heading);
    expect(texts(all(inquiry, "dd"))).toEqual(["10+", "4.9/5", "100+", "98%"]);
    const terms = texts(all(inquiry, "dt"));
    expect(terms).toHaveLength(4);
    [
      /years of industry expertise/i,
      /client success rating/i,
      /salesforce certifications/i,
      /customer satisfaction \(CSAT\)/i,
    ].forEach((pattern, index) => {
      expect(terms[index]).toMatch(pattern);
    });
  });
});
