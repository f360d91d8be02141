import { describe, expect, it } from "vitest";
import { cloudSlugs, industrySlugs, serviceSlugs } from "~/content/paths";
import { sitePaths } from "~/content/site-paths";
import { footerNavigation, isCurrentSection, mainNavigation, type NavItem } from "./navigation";

const byLabel = (label: string): NavItem => {
  const item = mainNavigation.find((entry) => entry.label === label);
  if (!item) throw new Error(`no nav item ${label}`);
  return item;
};

describe("main navigation", () => {
  it("has the required entries in order", () => {
    expect(mainNavigation.map((item) => item.label)).toEqual([
      "Home",
      "About Us",
      "Our Expertise",
      "Industries Served",
      "Resources",
    ]);
  });

  it("gives the mega-menu a Core Services and a Salesforce Clouds column covering every page", () => {
    const mega = byLabel("Our Expertise");
    if (mega.kind !== "mega") throw new Error("Our Expertise must be a mega-menu");
    expect(mega.columns.map((column) => column.heading)).toEqual(["Core Services", "Salesforce Clouds"]);
    const [services, clouds] = mega.columns;
    for (const slug of serviceSlugs)
      expect(services?.items.map((link) => link.to)).toContain(`/expertise/services/${slug}`);
    expect(clouds?.items.map((link) => link.to)).toEqual(cloudSlugs.map((slug) => `/expertise/clouds/${slug}`));
  });

  it("lists every industry page and the Resources entries", () => {
    const industries = byLabel("Industries Served");
    if (industries.kind !== "dropdown") throw new Error("Industries Served must be a dropdown");
    for (const slug of industrySlugs) expect(industries.items.map((link) => link.to)).toContain(`/industries/${slug}`);
    const resources = byLabel("Resources");
    if (resources.kind !== "dropdown") throw new Error("Resources must be a dropdown");
    expect(resources.items).toEqual([
      { label: "Case Studies", to: "/case-studies" },
      { label: "Blog", to: "/blog" },
    ]);
  });

  it("has the footer's three link groups", () => {
    expect(footerNavigation.map((column) => column.heading)).toEqual(["Key Services", "Resources", "Navigate"]);
  });
});

describe("current section", () => {
  const entry = byLabel;

  it("marks the entry whose link is the page, or whose link the page sits under", () => {
    expect(isCurrentSection(entry("About Us"), "/about")).toBe(true);
    expect(isCurrentSection(entry("About Us"), "/about/partners")).toBe(true);
    expect(isCurrentSection(entry("About Us"), "/careers")).toBe(true);
    expect(isCurrentSection(entry("Our Expertise"), "/expertise/clouds/data-cloud")).toBe(true);
    expect(isCurrentSection(entry("Industries Served"), "/industries/healthcare")).toBe(true);
    expect(isCurrentSection(entry("Resources"), "/blog/devops-salesforce-roi")).toBe(true);
    expect(isCurrentSection(entry("Resources"), "/case-studies")).toBe(true);
    expect(isCurrentSection(entry("Home"), "/")).toBe(true);
  });

  it("marks one entry at most, and none on pages outside the menus", () => {
    for (const path of sitePaths()) {
      expect(mainNavigation.filter((item) => isCurrentSection(item, path)).length, path).toBeLessThanOrEqual(1);
    }
    for (const path of ["/contact", "/privacy"]) {
      expect(
        mainNavigation.some((item) => isCurrentSection(item, path)),
        path,
      ).toBe(false);
    }
    expect(isCurrentSection(entry("Home"), "/about")).toBe(false);
    expect(isCurrentSection(entry("About Us"), "/aboutness")).toBe(false);
  });
});
