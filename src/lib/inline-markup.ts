/**
 * Article text marks emphasis with `**bold**` and `*italic*` (spec §2 "Blog articles"). This
 * parses those markers into nodes that React renders as <strong>/<em> elements, so text is
 * always text: nothing in a record is ever injected as HTML.
 *
 * As in Markdown, a marker opens only before a non-space character and closes only after one,
 * so arithmetic such as "2 * 3 * 4" and stray or unmatched markers stay literal.
 */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "strong"; children: InlineNode[] }
  | { type: "em"; children: InlineNode[] };

const space = /\s/;

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = "";
  let index = 0;
  const flush = () => {
    if (buffer) nodes.push({ type: "text", text: buffer });
    buffer = "";
  };
  while (index < source.length) {
    const marker = source.startsWith("**", index) ? "**" : source[index] === "*" ? "*" : null;
    if (marker) {
      const start = index + marker.length;
      const opens = start < source.length && !space.test(source.charAt(start));
      const end = opens ? findClosing(source, start, marker) : -1;
      if (end !== -1) {
        flush();
        nodes.push({ type: marker === "**" ? "strong" : "em", children: parseInline(source.slice(start, end)) });
        index = end + marker.length;
        continue;
      }
    }
    buffer += source[index];
    index += 1;
  }
  flush();
  return nodes;
}

/** Where `marker` closes a span that starts at `from`: after a non-space, never empty. */
function findClosing(source: string, from: number, marker: "*" | "**"): number {
  for (let index = from + 1; index < source.length; index += 1) {
    if (source[index] !== "*") continue;
    const pair = source[index + 1] === "*";
    const closes = !space.test(source.charAt(index - 1));
    if (marker === "**" && pair && closes) return index;
    // A single `*` skips over `**` pairs, so an emphasis may contain a strong span.
    if (marker === "*" && pair) {
      index += 1;
      continue;
    }
    if (marker === "*" && closes) return index;
  }
  return -1;
}

/** The same text with its markers removed, for meta descriptions and JSON-LD. */
export function plainText(source: string): string {
  const walk = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.type === "text" ? node.text : walk(node.children))).join("");
  return walk(parseInline(source));
}
