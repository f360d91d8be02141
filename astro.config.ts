import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { site } from "./src/content/site.ts";
import { buildDefine } from "./src/lib/build-define.ts";
import { scriptHash } from "./src/lib/csp.ts";
import { externalLinks, figures, pullQuotes } from "./src/lib/markdown-plugins.ts";
import { speculationRules } from "./src/lib/speculation-rules.ts";

/**
 * Static pages with React islands (docs/decisions/009-islands.md). Every page is HTML at build
 * time; React renders it, and only the widgets that listen to the visitor hydrate, after the first
 * paint, through the site's own client directives (src/lib/islands/): `client:interaction`,
 * `client:due`, `client:popup` and `client:stale`.
 */
export default defineConfig({
  site: site.origin,
  output: "static",
  outDir: "build/client",
  // /about is served from about/index.html (server/app.ts, deploy/nginx.conf).
  build: { format: "directory", assets: "_astro" },
  trailingSlash: "ignore",
  // Prefetching is done by the browser's speculation rules, added after the load (src/lib/speculation-rules.ts).
  prefetch: false,
  devToolbar: { enabled: false },
  // Articles and case studies are Markdown (src/content.config.ts). Their words stay as written:
  // no smart punctuation, which would change the quotes and dashes the authors typed.
  markdown: {
    processor: satteri({
      features: { smartPunctuation: false },
      hastPlugins: [figures, pullQuotes, externalLinks],
    }),
  },
  // Pictures in Markdown bodies get a srcset and sizes for the column they sit in.
  image: { layout: "constrained" },
  // Two Markdown files with the same name would be one page: the build stops instead.
  prerenderConflictBehavior: "error",
  integrations: [
    react(),
    {
      name: "summit:island-directives",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({ name: "due", entrypoint: "./src/lib/islands/on-due.ts" });
          addClientDirective({ name: "interaction", entrypoint: "./src/lib/islands/on-interaction.ts" });
          addClientDirective({ name: "popup", entrypoint: "./src/lib/islands/on-popup.ts" });
          addClientDirective({ name: "stale", entrypoint: "./src/lib/islands/on-stale.ts" });
        },
      },
    },
  ],
  security: {
    // Per-page hashes of the scripts each page inlines (docs/decisions/005-csp.md). Styles keep
    // 'unsafe-inline': React writes `style` attributes (the card stagger's delay, Radix's
    // positioning), which hashes cannot allow, and styles cannot run code.
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { hashes: [scriptHash(speculationRules)] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    build: {
      // The layout's one script (menus, site search's entry, speculation rules) is inlined whatever
      // its size: a request for it would come before the first paint. Anything else keeps Vite's
      // 4 KB rule.
      assetsInlineLimit: (file: string) => (file.includes("site-layout.astro_astro_type_script") ? true : undefined),
    },
    // Site search's code is built as a bundle of its own, an ES module (src/lib/search/open-search.ts).
    worker: { format: "es" },
    define: buildDefine,
    plugins: [tailwindcss()],
  },
});
