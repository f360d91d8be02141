/**
 * Asks a Vite development server for a page and, transitively, every module it imports, the way a
 * browser would, until a whole pass asks for the same set of modules as the pass before.
 *
 * Vite bundles a page's dependencies the first time they are asked for (Keystatic's editor is
 * several megabytes of them) and, when it finds one more mid-way, bundles again and reloads the
 * page. On a slow machine that took longer than any fixed wait a test could choose. The
 * editor's test waits for this instead: when a pass comes back unchanged, the dependency bundles
 * exist and no reload is pending, so the browser that follows is served from what is ready.
 */
export async function warmDevServer(pageUrl: string, { deadline }: { deadline: number }): Promise<number> {
  let previous = "";
  for (let pass = 1; ; pass++) {
    const seen = new Set<string>();
    const queue = modulesOfPage(await fetchText(pageUrl), pageUrl);
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      if (Date.now() > deadline) throw new Error(`the dev server was still bundling after pass ${pass}`);
      const code = await fetchText(url).catch(() => "");
      queue.push(...importsOf(code, url));
    }
    const signature = [...seen].sort().join("\n");
    if (signature === previous) return seen.size;
    previous = signature;
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The modules an HTML page loads: module scripts (src, or the imports of inline ones) and islands. */
function modulesOfPage(html: string, pageUrl: string): string[] {
  const found: string[] = [];
  for (const [, url] of html.matchAll(/\b(?:component|renderer|before-hydration)-url="([^"]+)"/g)) {
    found.push(...sameOrigin(url ?? "", pageUrl));
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/type=["']?module/.test(attributes ?? "")) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(attributes ?? "")?.[1];
    if (src) found.push(...sameOrigin(src, pageUrl));
    else found.push(...importsOf(body ?? "", pageUrl));
  }
  return found;
}

/** Static and dynamic import specifiers of a module that Vite serves: paths on the same server. */
function importsOf(code: string, base: string): string[] {
  // At the start of a statement only, so a path quoted in a string or a comment is not taken for one.
  const pattern =
    /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;
  return [...code.matchAll(pattern)].flatMap(([, specifier, dynamic]) => sameOrigin(specifier ?? dynamic ?? "", base));
}

function sameOrigin(specifier: string, base: string): string[] {
  if (!/^(\/(?!\/)|\.\.?\/)/.test(specifier)) return [];
  const url = new URL(specifier, base);
  return url.origin === new URL(base).origin ? [url.href] : [];
}
