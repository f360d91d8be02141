import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The content editor exists only in `npm run cms` (astro.config.ts, docs/decisions/015): the
 * public build has no editor page and no editor API, and the production server answers 404 for
 * both. A write (the editor's API saves with POST) meets the server's answer to any POST outside
 * its own endpoints: 405, GET and HEAD only.
 */

const clientDir = "build/client";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|css|xml|json|txt)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test("the public build holds nothing of the editor", () => {
  const mentions = filesUnder(clientDir).filter((file) => /keystatic/i.test(readFileSync(file, "utf8")));
  expect(mentions).toEqual([]);
});

for (const path of ["/keystatic", "/keystatic/singleton/home", "/api/keystatic/tree", "/api/keystatic/github/login"]) {
  test(`the server answers 404 for ${path}`, async ({ request }) => {
    expect((await request.get(path)).status()).toBe(404);
    expect((await request.head(path)).status()).toBe(404);
    const write = await request.post(path, { data: {} });
    expect(write.status()).toBe(405);
    expect(write.headers().allow).toBe("GET, HEAD");
  });
}
