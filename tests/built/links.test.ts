import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localizedSitePaths } from "../../src/content/page-languages";
import { staticPagePaths } from "../../src/content/paths";
import { all, fileOf, htmlOf, pageOf } from "./built-pages";

/**
 * Every link on every pre-rendered page, in every language (the switcher links each page to its
 * translations): no `#` or empty link, no internal link to a page that is not built, every
 * fragment has its target, and other sites open in a new tab without handing them this page.
 */
const registered = new Set(localizedSitePaths());
const declared = new Set<string>(staticPagePaths);

describe("links on every page", () => {
  for (const path of registered) {
    it(`${path}: every link resolves`, () => {
      const document = pageOf(path);
      const links = all<HTMLAnchorElement>(document, "a[href]").map((anchor) => ({
        href: anchor.getAttribute("href") ?? "",
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel") ?? "",
      }));
      expect(links.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const link of links) {
        if (link.href === "#" || link.href === "") problems.push(`an empty link: "${link.href}"`);
        else if (link.href.startsWith("#")) {
          const id = decodeURIComponent(link.href.slice(1));
          if (all(document, "[id]").filter((element) => element.id === id).length !== 1)
            problems.push(`${link.href} has no single target`);
        } else if (/^(mailto|tel):/.test(link.href)) {
          // Opens the visitor's mail or phone app: neither a page nor a new tab.
        } else if (/^https?:/.test(link.href)) {
          if (link.target !== "_blank") problems.push(`${link.href} does not open a new tab`);
          const rel = link.rel.split(/\s+/);
          if (!rel.includes("noopener") || !rel.includes("noreferrer"))
            problems.push(`${link.href} lacks rel="noopener noreferrer"`);
        } else if (!link.href.startsWith("/")) problems.push(`${link.href} is not a site path`);
        else {
          const url = new URL(link.href, "http://site.test");
          // "/careers/" is the same page as "/careers" (the server answers both from one file).
          const target = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
          if (!registered.has(target)) {
            if (!declared.has(target)) problems.push(`${link.href} is no page`);
            continue;
          }
          if (!existsSync(fileOf(target))) problems.push(`${link.href} is not built`);
          else if (htmlOf(target).includes("404 - Page Not Found")) problems.push(`${link.href} shows the 404 page`);
          else if (url.hash && !htmlOf(target).includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
            problems.push(`${link.href} has no target on its page`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
