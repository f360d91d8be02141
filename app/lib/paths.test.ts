import { describe, expect, it } from "vitest";
import { contactPath, paths, prerenderPaths, routeEntries } from "./paths";

describe("contactPath", () => {
  it("percent-encodes the subject as the spec writes its links", () => {
    expect(contactPath({ subject: "Discuss My Project" })).toBe("/contact?subject=Discuss%20My%20Project");
    expect(contactPath({ subject: "Partnership Inquiry" })).toBe("/contact?subject=Partnership%20Inquiry");
    expect(contactPath({ subject: "PartnershipProgramInquiry" })).toBe("/contact?subject=PartnershipProgramInquiry");
  });

  it("encodes a service title, ampersands included", () => {
    expect(contactPath({ service: "Custom API & Integration" })).toBe(
      "/contact?service=Custom%20API%20%26%20Integration",
    );
  });

  it("keeps the careers link's plus sign when asked", () => {
    expect(contactPath({ subject: "General Application" }, { spaces: "plus" })).toBe(
      "/contact?subject=General+Application",
    );
  });

  it("round-trips through URLSearchParams, markup included", () => {
    const subject = `Application: <b>"Lead" & co</b>`;
    const url = new URL(contactPath({ subject }), "https://example.com");
    expect(url.searchParams.get("subject")).toBe(subject);
  });
});

describe("route table", () => {
  it("registers each path once, with unique ids", () => {
    const entries = routeEntries();
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it("pre-renders every registered route and has no dynamic segments", () => {
    expect(prerenderPaths()).toEqual(routeEntries().map((entry) => entry.path));
    for (const path of prerenderPaths()) expect(path).not.toMatch(/[:*]/);
  });

  it("registers the home page first", () => {
    expect(routeEntries()[0]).toEqual({ path: "/", file: "routes/home.tsx", id: "home" });
  });

  it("spells the spec's routes", () => {
    expect(paths.partners).toBe("/about/partners");
    expect(paths.service("devops")).toBe("/expertise/services/devops");
    expect(paths.cloud("education-cloud")).toBe("/expertise/clouds/education-cloud");
    expect(paths.industry("retail-ecommerce")).toBe("/industries/retail-ecommerce");
  });
});
