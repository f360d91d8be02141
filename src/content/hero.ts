import { fill } from "~/lib/template";
// Named imports of the file's keys: the island's bundle takes these two, not the whole page file.
import { copy, slides } from "./data/pages/home.json";
import type { Content } from "./files";
import { readFile } from "./site";

/**
 * The home hero's words and slides, for the carousel island to import itself
 * rather than receive as props: Astro serialises an island's props into the page's HTML, where the
 * slides took 5.4 KB of the home page (ADR 022). The build checks the file (read.ts) and
 * home.test.ts checks these equal what `homePageData` gives the page.
 */
type HomeFile = Content<"pages/home">;

export const heroCopy = readFile(copy.hero as HomeFile["copy"]["hero"]);

export const heroCarouselSlides = readFile(slides as HomeFile["slides"]).map((slide, index, all) => {
  const values = { n: index + 1, total: all.length, title: slide.title };
  // An empty choice in the file means "not counted": the reader leaves it out, and so does this.
  const buttons = slide.buttons.map(({ cta, ...button }) => (cta ? { ...button, cta } : button));
  return {
    ...slide,
    buttons,
    groupLabel: fill(heroCopy.slideLabel, values),
    dotLabel: fill(heroCopy.dotLabel, values),
  };
});
