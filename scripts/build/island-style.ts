/**
 * Astro writes the rule that keeps its island wrappers out of layout
 * (`<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>`) just before a
 * page's first island, inside <body>, where HTML allows no <style> element: the Nu HTML Checker
 * (`npm run test:html`) rejects every page with an island. postbuild moves it into <head>, once;
 * the rule, and so what any page looks like, is unchanged.
 */
const islandStyle = /<style>astro-island,[^<]*\{display:contents\}<\/style>/g;

export function islandStyleInHead(html: string): string {
  const found = html.match(islandStyle);
  if (!found) return html;
  return html.replace(islandStyle, "").replace("</head>", `${found[0]}</head>`);
}
