import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm run test:server` reads the image's folder from `scripts/checks/test-server/image.sh`'s standard
 * output. On a machine with no cached image, the tools that build it talk: mke2fs printed
 * "Creating regular file …" on standard output, which became the image's path. Here the tools
 * are stand-ins that talk on standard output as loudly as they can, and the image is built in a
 * throwaway cache: the output must be the folder and nothing else.
 */
function standIns(bin: string) {
  const tool = (name: string, body: string) => {
    writeFileSync(
      join(bin, name),
      `#!/usr/bin/env bash\nset -eu\necho "${name}: talking on standard output"\n${body}\n`,
    );
    chmodSync(join(bin, name), 0o755);
  };
  // mmdebstrap … SUITE ROOT SOURCES…: a root with the folders and the kernel links the recipe uses.
  tool(
    "mmdebstrap",
    `root=$6; mkdir -p "$root/boot" "$root/etc/systemd/network" "$root/etc/systemd/system" "$root/usr/local/sbin"
echo kernel >"$root/boot/vmlinuz-6"; echo initrd >"$root/boot/initrd.img-6"
ln -s boot/vmlinuz-6 "$root/vmlinuz"; ln -s boot/initrd.img-6 "$root/initrd.img"`,
  );
  tool("systemctl", "");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${…}, in the stand-in's script
  tool("mke2fs", 'echo "Creating regular file ${@: -2:1}"; echo image >"${@: -2:1}"');
}

describe("the test server's image", () => {
  it("image.sh prints the image's folder and nothing else, built afresh and from the cache", () => {
    const dir = mkdtempSync(join(tmpdir(), "summit-image-"));
    const bin = join(dir, "bin");
    mkdirSync(bin);
    standIns(bin);
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, SUMMIT_TEST_CACHE: join(dir, "cache") };
    const run = () =>
      execFileSync("bash", ["scripts/checks/test-server/image.sh", "13"], { env, encoding: "utf8", stdio: "pipe" });
    const cache = join(dir, "cache", "debian-13");
    expect(run()).toBe(`${cache}\n`);
    for (const file of ["root.img", "vmlinuz", "initrd.img", "recipe.sha256"])
      expect(existsSync(join(cache, file)), file).toBe(true);
    // The second time the cached image answers, with the same one line.
    expect(run()).toBe(`${cache}\n`);
  });
});
