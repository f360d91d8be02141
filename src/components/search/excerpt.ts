/**
 * Pagefind's excerpts are HTML: the page's text, escaped, with each match in `<mark>`. The site
 * never puts them into the page as HTML: they are split into text runs, marked or not, and
 * written as text, so a page's words can never become markup in a result.
 */
export type ExcerptPart = { text: string; marked: boolean };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return entities[name.toLowerCase()] ?? entity;
  });
}

export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else {
      const text = decode(piece);
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}
