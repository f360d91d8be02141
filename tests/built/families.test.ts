import { describe, expect, it } from "vitest";
import { relatedCards } from "../../src/content/article-index";
import { blogCategories } from "../../src/content/blog-categories";
import { blogCopy } from "../../src/content/blog-copy";
import { expertiseEntries } from "../../src/content/expertise";
import { caseStudyCopy, expertiseDefaults } from "../../src/content/pages";
import { paths } from "../../src/content/paths";
import { site } from "../../src/content/site";
import { ARTICLES_PER_PAGE } from "../../src/lib/listing";
import { cards as articleCardList, articleRecords, articles, caseStudies } from "../e2e/content";
import { all, htmlOf, linkNamed, linksNamed, nameOf, pageOf, regionNamed, textOf } from "./built-pages";

/**
 * The five content families as their pages are built from the records: the words, counts and
 * links each page carries. What needs a browser (the hub's search and Load More, the card grid's
 * columns, copying a link) is tests/e2e/families.spec.ts.
 */

/** Spelled here rather than with `contactPath`, so the test does not trust the code it checks. */
const contactHref = (subject: string) => `/contact?subject=${encodeURIComponent(subject)}`;
const texts = (elements: Element[]) => elements.map(textOf);
const h2Named = (document: Document, name: string) => all(document, "h2").filter((h2) => textOf(h2) === name);
function region(document: Document, name: string): Element {
  const found = regionNamed(document, name);
  if (!found) throw new Error(`no region named "${name}"`);
  return found;
}

describe("expertise, cloud and industry pages", () => {
  for (const { path, page: record } of expertiseEntries) {
    it(`${path}: ${record.title}`, () => {
      const document = pageOf(path);
      expect(textOf(document.querySelector("h1"))).toBe(record.title);

      const benefits = region(document, expertiseDefaults.benefitsHeading);
      expect(all(benefits, "li")).toHaveLength(record.benefits.length);
      expect(texts(all(benefits, "h3"))).toEqual(record.benefits.map((benefit) => benefit.title));

      const related = regionNamed(document, expertiseDefaults.relatedHeading);
      if (record.relatedServices.length === 0) expect(related).toBeNull();
      else {
        const links = all(related as Element, "a[href]");
        expect(texts(links)).toEqual(record.relatedServices.map((link) => link.label));
        expect(links.map((link) => link.getAttribute("href"))).toEqual(record.relatedServices.map((link) => link.to));
      }

      const lifecycle = regionNamed(document, expertiseDefaults.lifecycleHeading);
      expect(lifecycle !== null).toBe(Boolean(record.lifecycle));
      if (record.lifecycle) expect(all(lifecycle as Element, "li")).toHaveLength(record.lifecycle.length);

      expect(h2Named(document, record.ctaText ?? `Ready to Talk About ${record.title}?`)).toHaveLength(1);
      expect(linkNamed(document, expertiseDefaults.ctaButton).getAttribute("href")).toBe(
        contactHref(record.contactSubject ?? record.title),
      );
    });
  }
});

describe("case studies list", () => {
  it("has the heading, the Discuss Your Project button and six cards that each read the full story", () => {
    const document = pageOf(paths.caseStudies);
    expect(textOf(document.querySelector("h1"))).toBe("Our Client Success Stories");
    expect(linkNamed(document, "Discuss Your Project").getAttribute("href")).toBe(
      "/contact?subject=Discuss%20My%20Project",
    );
    const cards = all(document, "main article");
    expect(cards).toHaveLength(6);
    for (const [index, study] of caseStudies.entries()) {
      const card = cards[index] as Element;
      expect(textOf(card.querySelector("h2, h3"))).toBe(study.title);
      expect(textOf(card)).toContain(study.category);
      const links = all(card, "a[href]");
      expect(links).toHaveLength(1);
      // The visible label is the required one; the title follows for screen readers and search engines.
      expect(nameOf(links[0] as Element)).toBe(`Read Full Story about ${study.title}`);
      expect(links[0]?.getAttribute("href")).toBe(`/case-studies/${study.slug}`);
    }
  });
});

describe("case study pages", () => {
  for (const study of caseStudies) {
    it(`/case-studies/${study.slug}`, () => {
      const document = pageOf(`/case-studies/${study.slug}`);
      const headings = { ...caseStudyCopy.detail.headings, ...study.headings };
      expect(textOf(document.querySelector("h1"))).toBe(study.title);
      expect(textOf(document.querySelector("main"))).toContain(`${caseStudyCopy.detail.clientLabel}: ${study.client}`);
      for (const name of [caseStudyCopy.detail.introduction, caseStudyCopy.detail.objective])
        expect(h2Named(document, name), name).toHaveLength(1);
      expect(all(region(document, headings.challenges), "li")).toHaveLength(5);
      expect(all(region(document, headings.solutions), "li")).toHaveLength(4);
      expect(all(region(document, headings.technologies), "li")).toHaveLength(study.technologies.length);
      expect(texts(all(region(document, headings.results), "dd"))).toEqual(study.metrics.map((metric) => metric.value));
      expect(linkNamed(document, study.closing.label).getAttribute("href")).toBe(study.closing.to);
    });
  }

  it("manufacturing and student success use their own required headings and buttons", () => {
    const manufacturing = pageOf("/case-studies/architecture-revamp-manufacturing");
    for (const name of [
      "Introduction",
      "Objective",
      "Operational Hurdles Overcome",
      "Revitalized Architecture & Solutions",
      "Implemented Technology Ecosystem",
      "Key Performance Improvements",
    ])
      expect(h2Named(manufacturing, name), name).toHaveLength(1);
    expect(linkNamed(manufacturing, "View All Manufacturing Solutions").getAttribute("href")).toBe("/case-studies");

    const students = pageOf("/case-studies/empowering-student-success-agentforce");
    for (const name of [
      "Introduction",
      "Objective",
      "Student Support Challenges",
      "Agentforce AI Solution Implemented",
      "Technology Powering the Solution",
      "Impact on Student Success",
    ])
      expect(h2Named(students, name), name).toHaveLength(1);
    expect(all(region(students, "Technology Powering the Solution"), "li")).toHaveLength(5);
    expect(textOf(students.querySelector("main"))).toMatch(/an innovative university partner/i);
    expect(linkNamed(students, "Learn More About Agentforce AI").getAttribute("href")).toBe(
      "/expertise/services/salesforce-agentforce",
    );
  });
});

describe("Insights Hub", () => {
  const hub = blogCopy.hub;
  const readMore = new RegExp(`^${hub.readMore} about `);

  it("shows the heading, the search box and the first four cards, and carries no other card", () => {
    const document = pageOf(paths.blog);
    expect(textOf(document.querySelector("h1"))).toBe("Insights Hub");
    const search = all(document, 'input[type="search"]').filter(
      (input) => nameOf(input) === hub.searchLabel || input.getAttribute("placeholder") === "Search articles...",
    );
    expect(search.map((input) => input.getAttribute("placeholder"))).toContain("Search articles...");
    const cards = all(region(document, hub.listLabel), "article");
    expect(cards).toHaveLength(ARTICLES_PER_PAGE);
    const first = cards[0] as Element;
    expect(linkNamed(first, readMore).getAttribute("href")).toBe(articleCardList[0]?.to);
    expect(linkNamed(first, articleCardList[0]?.category ?? "").getAttribute("href")).toBe(
      articleCardList[0]?.categoryTo,
    );
    expect(all(first, "time")).toHaveLength(1);
    // The rest come from the next page's file when Load More is pressed.
    expect(articleCardList.length).toBeGreaterThan(ARTICLES_PER_PAGE);
    for (const card of articleCardList.slice(ARTICLES_PER_PAGE)) expect(htmlOf(paths.blog)).not.toContain(card.title);
    expect(linkNamed(document, "Load More Articles").getAttribute("href")).toBe("/blog/page/2");
  });

  it("the next page lists the next cards, says which they are, and links back", () => {
    const document = pageOf("/blog/page/2");
    const rest = articleCardList.slice(ARTICLES_PER_PAGE, 2 * ARTICLES_PER_PAGE);
    expect(texts(all(region(document, hub.listLabel), "article h2, article h3"))).toEqual(
      rest.map((card) => card.title),
    );
    expect(textOf(document.querySelector("main"))).toContain(
      `Showing articles 5–${4 + rest.length} of ${articleCardList.length}`,
    );
    expect(linksNamed(document, "Load More Articles")).toHaveLength(
      articleCardList.length > 2 * ARTICLES_PER_PAGE ? 1 : 0,
    );
    expect(document.title).toMatch(/^Insights Hub, page 2 \| /);
    expect(linkNamed(document, hub.newer).getAttribute("href")).toBe("/blog");
  });
});

describe("blog categories", () => {
  const used = blogCategories.filter((category) => articles.some((article) => article.category === category.name));
  for (const category of used) {
    it(`/blog/category/${category.slug}`, () => {
      const document = pageOf(paths.blogCategory(category.slug));
      expect(textOf(document.querySelector("h1"))).toBe(category.name);
      expect(textOf(document.querySelector("main"))).toContain(category.description);
      const expected = articles.filter((article) => article.category === category.name);
      const listed = all(region(document, blogCopy.hub.listLabel), "article");
      expect(texts(listed.map((card) => card.querySelector("h2, h3") as Element))).toEqual(
        expected.map((article) => article.title),
      );
      for (const card of listed)
        expect(linkNamed(card, category.name).getAttribute("href")).toBe(paths.blogCategory(category.slug));
      expect(all(document, 'input[type="search"]').length).toBeGreaterThan(0);
    });
  }
});

describe("articles", () => {
  const spec: Record<string, { likes: string; date: string }> = {
    "ai-personalization-service-cloud": { likes: "123 likes", date: "October 26, 2024" },
    "devops-salesforce-roi": { likes: "98 likes", date: "October 15, 2024" },
  };
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

  for (const article of articles) {
    it(`/blog/${article.slug}`, () => {
      const path = `/blog/${article.slug}`;
      const document = pageOf(path);
      const header = document.querySelector("main article > header") as Element;
      expect(linkNamed(header, blogCopy.article.back).getAttribute("href")).toBe("/blog");
      expect(linkNamed(header, article.category).getAttribute("href")).toBe(article.categoryTo);
      expect(textOf(document.querySelector("h1"))).toBe(article.title);
      expect(textOf(header)).toContain(`By ${article.author.name}, ${article.author.role}`);
      expect(textOf(header.querySelector(`time[datetime="${article.date}"]`))).toBe(
        spec[article.slug]?.date ?? longDate(article.date),
      );
      const main = document.querySelector("main") as Element;
      const images = all(main, "img, [role=img]").map((image) => image.getAttribute("alt") ?? nameOf(image));
      expect(images).toContain(article.image.alt);
      const likes = spec[article.slug]?.likes ?? `${article.likes} likes`;
      expect(all(main, "*").some((element) => textOf(element) === likes)).toBe(true);

      const related = all(region(document, blogCopy.article.relatedHeading), "article");
      expect(related).toHaveLength(2);
      for (const [index, card] of relatedCards(article.slug, articleRecords).entries()) {
        expect(card.slug).not.toBe(article.slug);
        expect(linkNamed(related[index] as Element, /^Read More about /).getAttribute("href")).toBe(
          `/blog/${card.slug}`,
        );
      }

      const absolute = encodeURIComponent(`${site.origin}${path}`);
      for (const name of ["Share on LinkedIn", "Share on X (Twitter)", "Share on Facebook"]) {
        const link = linkNamed(document, name);
        expect(link.getAttribute("target")).toBe("_blank");
        expect(link.getAttribute("rel")).toBe("noopener noreferrer");
        expect(link.getAttribute("href")).toContain(absolute);
      }
      expect(linkNamed(document, article.closing.label).getAttribute("href")).toBe(article.closing.to);
    });
  }

  it("the two articles docs/requirements.md names end with their own buttons", () => {
    const ai = pageOf("/blog/ai-personalization-service-cloud").querySelector("main article") as Element;
    expect(textOf(ai)).toContain("AI & Customer Experience");
    // The last link inside the article itself is its final button.
    expect(all(ai, "a[href]").at(-1)?.getAttribute("href")).toBe("/blog");
    expect(linkNamed(pageOf("/blog/devops-salesforce-roi"), "Explore Our DevOps Services").getAttribute("href")).toBe(
      "/expertise/services/devops",
    );
  });
});
