/**
 * Article text marks emphasis with `**bold**` and `*italic*` (spec §2 "Blog articles"). This
 * parses those markers into nodes that React renders as <strong>/<em> elements, so text is
 * always text: nothing in a record is ever injected as HTML.
 */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "strong"; children: InlineNode[] }
  | { type: "em"; children: InlineNode[] };

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = "";
  let index = 0;
  const flush = () => {
    if (buffer) nodes.push({ type: "text", text: buffer });
    buffer = "";
  };
  while (index < source.length) {
    if (source.startsWith("**", index)) {
      const end = source.indexOf("**", index + 2);
      if (end > index + 2) {
        flush();
        nodes.push({ type: "strong", children: parseInline(source.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    } else if (source[index] === "*") {
      const end = findClosingStar(source, index + 1);
      if (end > index + 1) {
        flush();
        nodes.push({ type: "em", children: parseInline(source.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    buffer += source[index];
    index += 1;
  }
  flush();
  return nodes;
}

/** A single `*` that is not half of a `**` pair. */
function findClosingStar(source: string, from: number): number {
  for (let index = from; index < source.length; index += 1) {
    if (source[index] !== "*") continue;
    if (source[index + 1] === "*") {
      index += 1;
      continue;
    }
    return index;
  }
  return -1;
}

/** The same text with its markers removed, for meta descriptions and JSON-LD. */
export function plainText(source: string): string {
  const walk = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.type === "text" ? node.text : walk(node.children))).join("");
  return walk(parseInline(source));
}
