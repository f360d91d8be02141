import { describe, expect, it } from "vitest";
import { paths } from "~/content/paths";
import { sitePaths } from "~/content/site-paths";
import { searchFamily } from "./search-families";

describe("searchFamily", () => {
  it("labels each page family by its path", () => {
    expect(searchFamily(paths.article("devops-salesforce-roi"))).toBe("article");
    expect(searchFamily(paths.caseStudy("retail-transformation-salesforce"))).toBe("case-study");
    expect(searchFamily(paths.caseStudies)).toBe("case-study");
    expect(searchFamily(paths.service("devops"))).toBe("service");
    expect(searchFamily(paths.services)).toBe("service");
    expect(searchFamily(paths.cloud("data-cloud"))).toBe("cloud");
    expect(searchFamily(paths.industry("healthcare"))).toBe("industry");
    expect(searchFamily(paths.about)).toBe("company");
    expect(searchFamily(paths.home)).toBe("company");
    expect(searchFamily(`${paths.careers}/`)).toBe("company");
  });

  it("labels a translated page as its English page, and leaves out its search page and 404", () => {
    expect(searchFamily("/de/expertise/services/devops")).toBe("service");
    expect(searchFamily("/de/expertise/clouds/data-cloud")).toBe("cloud");
    expect(searchFamily("/de/industries/healthcare/")).toBe("industry");
    expect(searchFamily("/de")).toBe("company");
    expect(searchFamily("/fr/about")).toBe("company");
    for (const path of ["/de/search", "/de/404", "/fr/404"]) expect(searchFamily(path), path).toBeNull();
  });

  it("leaves out the lists of article cards, the search page and the 404", () => {
    for (const path of [
      paths.blog,
      paths.listingPage(paths.blog, 2),
      paths.blogCategory("data-analytics"),
      paths.listingPage(paths.blogCategory("data-analytics"), 3),
      paths.search,
      "/404",
    ])
      expect(searchFamily(path), path).toBeNull();
  });

  it("indexes every page of the site but those lists", () => {
    const left = sitePaths().filter((path) => searchFamily(path) === null);
    expect(left.every((path) => path === paths.search || path.startsWith(paths.blog))).toBe(true);
    expect(sitePaths().filter((path) => searchFamily(path) === "article").length).toBeGreaterThanOrEqual(6);
  });
});
