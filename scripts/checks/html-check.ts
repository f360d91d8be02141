/**
 * Checks every built page with the W3C's Nu HTML Checker (npm `vnu-jar`, run on Java), and fails on
 * any error it reports that is not on the list below. Warnings and notes are printed by
 * number only: they are advice (e.g. "trailing slash on void elements", which React writes).
 *
 *   npm run build && npm run test:html
 *
 * Needs Java 17+ (`java` on the PATH; scripts/setup.sh installs Debian's headless JRE if missing).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { relative } from "node:path";

type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

/**
 * What the checker cannot know yet, each with why it is right as it is. Matched against the whole
 * message; nothing else is ever let through.
 */
export const allowed: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/,
    why:
      "CSS anchor positioning (the desktop dropdowns sit under their trigger with it) is in every " +
      "current Chromium, Safari 26 and Firefox 147; the checker's CSS grammar predates it.",
  },
  {
    pattern: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    why:
      '`<link rel="expect" href="#…" blocking="render">` (the home page\'s first paint waits for ' +
      "the hero: site-layout.astro's paintAfter) is in the HTML standard's link types and in Chromium " +
      "since 124; the checker knows `blocking` only on stylesheets.",
  },
];

export function unexpected(messages: Message[]): Message[] {
  return messages.filter(
    (message) => message.type === "error" && !allowed.some(({ pattern }) => pattern.test(message.message)),
  );
}

function run(root: string): Message[] {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  try {
    // Its JSON names every note on every page (1 MB at 99 pages): room for many times the site.
    execFileSync("java", ["-jar", jar, "--format", "json", "--skip-non-html", root], {
      stdio: "pipe",
      maxBuffer: 256 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    // The checker exits 1 when it has anything to say, and says it as JSON on standard error.
    const { stderr } = error as { stderr?: Buffer };
    const text = String(stderr ?? "");
    if (!text.startsWith("{")) throw error;
    return (JSON.parse(text) as { messages: Message[] }).messages;
  }
}

if (import.meta.main) {
  const root = process.argv[2] ?? "build/client";
  if (!existsSync(`${root}/404.html`)) {
    console.error(`html-check: no production build in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const messages = run(root);
  const errors = unexpected(messages);
  const allowedCount = messages.filter((message) => message.type === "error").length - errors.length;
  for (const message of errors) {
    const file = message.url ? relative(process.cwd(), new URL(message.url).pathname) : root;
    console.error(`${file}:${message.lastLine ?? "?"}: ${message.message}`);
  }
  const notes = messages.length - messages.filter((message) => message.type === "error").length;
  console.log(
    `html-check: ${errors.length} error(s); ${allowedCount} allowed (${allowed.length} rule(s) in scripts/checks/html-check.ts); ${notes} warning(s) and note(s) not counted`,
  );
  process.exit(errors.length > 0 ? 1 : 0);
}
