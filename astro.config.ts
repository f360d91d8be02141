import { realpathSync } from "node:fs";
import { satteri } from "@astrojs/markdown-satteri";
import node from "@astrojs/node";
import react from "@astrojs/react";
import keystatic from "@keystatic/astro";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteDirectives } from "./deploy/nginx-headers.ts";
import { writeSchedule } from "./scripts/build/schedule.ts";
import { externalLinks, figures, pullQuotes } from "./src/components/markdown-plugins.ts";
import { site } from "./src/content/site.ts";
import { buildDefine } from "./src/lib/build-define.ts";
import { scriptHash } from "./src/lib/csp.ts";
import { buildNow } from "./src/lib/schedule.ts";
import { speculationRules } from "./src/lib/speculation-rules.ts";

/**
 * KEYSTATIC=1: the site with the content editor at /keystatic and its API at /api/keystatic
 * (keystatic.config.ts, docs/decisions/015-content-model-and-editor.md). `npm run cms` runs the
 * development server that way (local mode); `npm run cms:build` builds the editor's own Node server
 * for GitHub mode (build-editor/, docs/authors.md "Editing the site"). Only then: the public build
 * (`npm run build`) has no editor page and no editor API, and its server answers 404 for both.
 */
const editing = process.env.KEYSTATIC === "1";

/**
 * Static pages with React islands (docs/decisions/009-islands.md). Every page is HTML at build
 * time; React renders it, and only the widgets that listen to the visitor hydrate, after the first
 * paint, through the site's own client directives (src/lib/islands/): `client:interaction`,
 * `client:due`, `client:popup` and `client:stale`.
 */
export default defineConfig({
  site: site.origin,
  output: "static",
  // Astro's content store and build cache stay in this checkout, not in node_modules/.astro: a copy
  // of the project that links node_modules (the tests' scratch builds, a worktree) would otherwise
  // share them and could render another copy's records.
  cacheDir: "./.astro/cache",
  outDir: editing ? "build-editor" : "build/client",
  // The editor's pages and API answer on demand: a Node server of their own (never the public site's).
  ...(editing ? { adapter: node({ mode: "standalone" }) } : {}),
  // /about is served from about/index.html (server/app.ts, deploy/nginx.conf).
  build: { format: "directory", assets: "_astro" },
  trailingSlash: "ignore",
  // Prefetching is done by the browser's speculation rules, added after the load (src/lib/speculation-rules.ts).
  prefetch: false,
  devToolbar: { enabled: false },
  // Articles and case studies are Markdown (src/content.config.ts). Their words stay as written:
  // no smart punctuation, which would change the quotes and dashes the authors typed.
  markdown: {
    // No code in the site's words, and Shiki's inline colours would need 'unsafe-inline' styles
    // under the pages' CSP: a fence, if one is ever written, stays plain text.
    syntaxHighlight: false,
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
    ...(editing ? [keystatic()] : []),
    {
      // One "now" for the whole build, taken as it starts (or given as SITE_BUILD_NOW): what is left
      // out as scheduled and the next moment written to build/schedule.json agree, so a moment that
      // passes during the build is published by the rebuild it asks for, not lost between the two.
      name: "summit:schedule",
      hooks: {
        "astro:config:setup": ({ command }) => {
          if (command === "build" && !editing) process.env.SITE_BUILD_NOW = new Date(buildNow()).toISOString();
          // The development server shows what is scheduled, marked, as a preview does: every reader
          // of the records (the pages' and the languages' alike) asks the one setting.
          if (command === "dev") process.env.SITE_PREVIEW = "1";
        },
        "astro:build:done": () => {
          if (!editing) writeSchedule(process.cwd(), buildNow());
        },
      },
    },
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
      directives: [...siteDirectives],
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
    // Site search's code is built as a bundle of its own, an ES module (src/components/search/open-search.ts).
    worker: { format: "es" },
    define: buildDefine,
    plugins: [tailwindcss()],
    // The editor's page loads its code from node_modules through the dev server, which by default
    // serves only the project: allow node_modules where it really is, for a checkout whose
    // node_modules is a link (a worktree, or the throwaway copy tests/e2e/editor.spec.ts edits).
    // Its pre-bundled dependencies in a folder of the checkout's own (Vite's default is
    // node_modules/.vite): through a linked node_modules every checkout and copy shares one, and
    // `astro sync`, a build or a test run elsewhere re-bundles it with the site's set, so a running
    // editor's page asks for modules that are gone and sits on its spinner.
    ...(editing
      ? { cacheDir: ".astro/vite-editor", server: { fs: { allow: [".", realpathSync("node_modules")] } } }
      : {}),
  },
});
