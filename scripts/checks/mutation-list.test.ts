import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mutations } from "./mutation-list.ts";

describe("the mutations npm run test:mutations applies", () => {
  it.each(mutations.map((mutation) => [mutation.name, mutation] as const))(
    "%s: still applies to its file",
    (_, mutation) => {
      const text = readFileSync(mutation.file, "utf8");
      expect(text.split(mutation.from).length - 1, `"${mutation.from}" in ${mutation.file}`).toBe(1);
      expect(mutation.to).not.toBe(mutation.from);
      for (const path of mutation.tests.filter((test) => /^[\w.-]+\/[\w./-]+$/.test(test)))
        expect(existsSync(path), path).toBe(true);
    },
  );

  it("has a breakage for every layer of the suite", () => {
    expect(new Set(mutations.map((mutation) => mutation.layer))).toEqual(
      new Set(["unit", "built", "e2e", "nginx", "deploy"]),
    );
  });
});
