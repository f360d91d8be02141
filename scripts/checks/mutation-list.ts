/**
 * The deliberate defects `npm run test:mutations` applies one at a time (scripts/checks/mutations.ts).
 * Each `from` must stand exactly once in its file: mutation-list.test.ts, part of `npm test`, says
 * so the moment a change makes one stale, instead of the next mutation run stopping on it.
 */
export type Layer = "unit" | "built" | "e2e" | "nginx" | "deploy";

export type Mutation = {
  /** What the breakage is, as a reviewer would name it. */
  name: string;
  layer: Layer;
  file: string;
  /** Text that must occur exactly once in `file`, and what it becomes. */
  from: string;
  to: string;
  /** The layer's tests to run: files for Vitest, a spec (and `-g` title) for Playwright. */
  tests: string[];
  /** The site must be built again for the tests to see it. */
  rebuild?: boolean;
};

export const mutations: Mutation[] = [
  {
    name: "a spec message changed by one word",
    layer: "unit",
    file: "src/lib/forms/messages.ts",
    from: 'fullNameRequired: "Full name is required."',
    to: 'fullNameRequired: "Full name is needed."',
    tests: ["src/lib/forms"],
  },
  {
    name: "the carousel advances every 9 s, not 8 s",
    layer: "unit",
    file: "src/lib/carousel.ts",
    from: "export const CAROUSEL_INTERVAL_MS = 8000;",
    to: "export const CAROUSEL_INTERVAL_MS = 9000;",
    tests: ["src/lib/carousel.test.ts", "src/components/sections/hero-carousel.test.tsx"],
  },
  {
    name: "the inquiry rate limit lifted",
    layer: "unit",
    file: "server/inquiries/rate-limit.ts",
    from: "if (window.count <= limit) return { allowed: true };",
    to: "if (window.count <= limit * 1000) return { allowed: true };",
    tests: ["server/inquiries"],
  },
  {
    name: "a marketing person reaches the leads and their e-mail addresses",
    layer: "unit",
    file: "server/admin/kit.ts",
    from: 'personalDataRoles: readonly Role[] = ["owner", "sales"];',
    to: 'personalDataRoles: readonly Role[] = ["owner", "sales", "marketing"];',
    tests: ["server/admin"],
  },
  {
    name: "an erased address left in the database",
    layer: "unit",
    file: "server/inquiries/erasure.ts",
    from: '    db.prepare("DELETE FROM inquiries WHERE id = ?").run(id);\n',
    to: "",
    tests: ["server/inquiries/erasure.test.ts"],
  },
  {
    name: "a second alert for a problem already open",
    layer: "unit",
    file: "server/alerts/state.ts",
    from: "  if (existing) {\n    existing.lastSeenAt",
    to: "  if (existing && Number.isNaN(0)) {\n    existing.lastSeenAt",
    tests: ["server/alerts"],
  },
  {
    name: "a missing hreflang alternate",
    layer: "built",
    file: "src/content/seo.ts",
    from: "for (const { hreflang, href } of input.alternates ?? []) {",
    to: "for (const { hreflang, href } of (input.alternates ?? []).slice(1)) {",
    tests: ["tests/built/languages.test.ts"],
    rebuild: true,
  },
  {
    name: "a menu link to a page that does not exist",
    layer: "built",
    file: "src/content/data/site/navigation.json",
    from: '"to": "/industries/travel-hospitality"',
    to: '"to": "/industries/travel-and-hospitality"',
    tests: ["tests/built/links.test.ts"],
    rebuild: true,
  },
  {
    name: "a German heading that drifts from its menu's word",
    layer: "built",
    file: "src/content/i18n/de/data/industries/healthcare.json",
    from: '"title": "Lösungen für Gesundheitswesen & Life Sciences"',
    to: '"title": "Lösungen für Healthcare & Life Sciences"',
    tests: ["tests/built/menu-names.test.ts"],
    rebuild: true,
  },
  {
    name: "a wrong CSP hash in a page's policy",
    layer: "e2e",
    file: "scripts/build/postbuild.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of postbuild.ts, not a template
    from: "(body) => `'${scriptHash(body)}'`,\n    ),",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of postbuild.ts, not a template
    to: "(body) => `'${scriptHash(`${body};`)}'`,\n    ),",
    tests: ["server.spec.ts"],
    rebuild: true,
  },
  {
    name: "the phone menu needs JavaScript to open",
    layer: "e2e",
    file: "src/components/layout/mobile-nav.tsx",
    from: "popoverTarget={PANEL_ID}",
    to: "data-popover-target={PANEL_ID}",
    tests: ["first-interaction.spec.ts", "-g", "the phone menu with JavaScript disabled"],
    rebuild: true,
  },
  {
    name: "the header 16 px lower",
    layer: "e2e",
    file: "src/components/layout/site-header.tsx",
    from: '<header className="fixed inset-x-0 top-0 z-40',
    to: '<header className="fixed inset-x-0 top-4 z-40',
    tests: ["visual.spec.ts", "-g", "home hero with the header closed"],
    rebuild: true,
  },
  {
    name: "muted text too pale to read (contrast under 4.5:1)",
    layer: "e2e",
    file: "src/styles/brand.css",
    from: "--color-ink-600: #475569;",
    to: "--color-ink-600: #a3acb9;",
    tests: ["every-page.spec.ts", "-g", "/about loads cleanly"],
    rebuild: true,
  },
  {
    name: "the footer wider than a 390 px phone",
    layer: "e2e",
    file: "src/components/layout/site-footer.tsx",
    from: '<footer className="bg-navy-950 text-navy-100">',
    to: '<footer className="min-w-[420px] bg-navy-950 text-navy-100">',
    tests: ["every-page.spec.ts", "-g", "/de/about loads cleanly"],
    rebuild: true,
  },
  {
    name: "the redirect to HTTPS a 301, not a 308",
    layer: "nginx",
    file: "deploy/nginx.conf",
    from: "        return 308 https://$host$request_uri;",
    to: "        return 301 https://$host$request_uri;",
    tests: [],
  },
  {
    name: "a file root runs writable by the site's user",
    layer: "deploy",
    file: "deploy/steps/deployer.sh",
    from: 'chmod 755 "$COMMAND_BIN.new"',
    to: 'chmod 777 "$COMMAND_BIN.new"',
    tests: ["tests/deploy/steps.test.ts", "-t", "deployer"],
  },
];
