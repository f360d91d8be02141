import { createHash } from "node:crypto";
import type { Element, ElementContent } from "hast";
import { Quote } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { defineHastPlugin } from "satteri";
import type { IconName } from "../content/icon-names.ts";
import type { Illustration as IllustrationRecord } from "../content/schemas.ts";
import { site } from "../content/site.ts";
import { Illustration } from "./ui/illustration.tsx";

/**
 * What Markdown bodies get beyond plain HTML (docs/authors.md "Writing an article"), as Sätteri
 * hast plugins (Astro 7's Markdown engine; astro.config.ts):
 * - an image on a line of its own becomes a figure, its title (`![alt](src "caption")`) the
 *   caption; `illustration:<motif>/<pattern>` as its address draws one of the site's
 *   illustrations (ADR 004) instead of loading a file;
 * - a quote whose last line starts with "— " is a pull quote, that line its attribution;
 * - a link to another site opens in a new tab, with rel="noopener noreferrer".
 * Headings get their anchor ids from Astro itself.
 */

const ILLUSTRATION_SCHEME = "illustration:";
const patterns = new Set<IllustrationRecord["pattern"]>(["grid", "orbits", "waves", "nodes", "bars"]);

function elements(node: Element): Element[] {
  return node.children.filter((child): child is Element => child.type === "element");
}

function onlyWhitespaceBesides(node: Element, kept: Element[]): boolean {
  return node.children.every(
    (child) => kept.includes(child as Element) || (child.type === "text" && child.value.trim() === ""),
  );
}

function illustrationFrom(src: string, alt: string): IllustrationRecord {
  const [motif, pattern] = src.slice(ILLUSTRATION_SCHEME.length).split("/");
  if (!motif || !pattern || !patterns.has(pattern as IllustrationRecord["pattern"])) {
    throw new Error(
      `${src}: expected illustration:<motif>/<pattern>, a pattern being one of ${[...patterns].join(", ")}`,
    );
  }
  return { kind: "illustration", motif: motif as IconName, pattern: pattern as IllustrationRecord["pattern"], alt };
}

/**
 * A drawing's SVG ids: unique on the page, since React's own would repeat across separate renders,
 * and the same in every build, since they are part of the drawing's file and so of its hashed name
 * (scripts/build/lighten-html.ts). Named by what is drawn, not counted: a count across the build's
 * files followed the order Astro rendered them in, and renamed a drawing's file from one build to
 * the next. The same drawing twice in one article, with the same words, would share its ids.
 */
export function drawingIdPrefix(src: string, alt: string, caption = ""): string {
  return `drawing-${createHash("sha256").update(`${src}\n${alt}\n${caption}`).digest("hex").slice(0, 10)}-`;
}

export const figures = defineHastPlugin({
  name: "summit-figures",
  element: {
    filter: ["p"],
    visit(paragraph, ctx) {
      const [image, ...rest] = elements(paragraph);
      if (!image || rest.length > 0 || image.tagName !== "img" || !onlyWhitespaceBesides(paragraph, [image])) return;
      const src = String(image.properties.src ?? "");
      const alt = String(image.properties.alt ?? "");
      const caption = image.properties.title === undefined ? undefined : String(image.properties.title);
      if (src.startsWith(ILLUSTRATION_SCHEME)) {
        const figure = createElement(
          "figure",
          { className: "prose-figure" },
          createElement(Illustration, { image: illustrationFrom(src, alt), className: "rounded-2xl shadow-md" }),
          caption ? createElement("figcaption", null, caption) : null,
        );
        ctx.replaceNode(paragraph, {
          type: "raw",
          value: renderToStaticMarkup(figure, { identifierPrefix: drawingIdPrefix(src, alt, caption) }),
        });
        return;
      }
      const { title: _title, ...properties } = image.properties;
      const children: ElementContent[] = [{ ...image, properties }];
      if (caption) {
        children.push({
          type: "element",
          tagName: "figcaption",
          properties: {},
          children: [{ type: "text", value: caption }],
        });
      }
      ctx.replaceNode(paragraph, {
        type: "element",
        tagName: "figure",
        properties: { className: ["prose-figure"] },
        children,
      });
    },
  },
});

const quoteIcon = renderToStaticMarkup(createElement(Quote, { "aria-hidden": true, className: "prose-quote-mark" }));

export const pullQuotes = defineHastPlugin({
  name: "summit-pull-quotes",
  element: {
    filter: ["blockquote"],
    visit(quote, ctx) {
      const paragraphs = elements(quote);
      const last = paragraphs.at(-1);
      if (paragraphs.length < 2 || last?.tagName !== "p") return;
      const attribution = ctx.textContent(last).trim();
      if (!attribution.startsWith("— ")) return;
      const body = paragraphs.slice(0, -1);
      ctx.replaceNode(quote, {
        type: "element",
        tagName: "figure",
        properties: { className: ["prose-quote"] },
        children: [
          { type: "raw", value: quoteIcon },
          { type: "element", tagName: "blockquote", properties: {}, children: body },
          { type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: attribution }] },
        ],
      });
    },
  },
});

export const externalLinks = defineHastPlugin({
  name: "summit-external-links",
  element: {
    filter: ["a"],
    visit(link, ctx) {
      const href = String(link.properties.href ?? "");
      if (!/^https?:\/\//.test(href) || new URL(href).origin === site.origin) return;
      ctx.setProperty(link, "target", "_blank");
      ctx.setProperty(link, "rel", "noopener noreferrer");
    },
  },
});
