import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { brandFontFiles } from "./og-images.ts";
import { woffToSfnt } from "./woff.ts";

const woff = readFileSync("node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff");

describe("woffToSfnt", () => {
  it("unwraps every table at its original length, on 4-byte boundaries", () => {
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    const tags: string[] = [];
    for (let index = 0; index < numTables; index += 1) {
      const record = 12 + index * 16;
      tags.push(sfnt.toString("latin1", record, record + 4));
      expect(sfnt.readUInt32BE(record + 8) % 4).toBe(0);
      expect(sfnt.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(44 + index * 20 + 12));
    }
    expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "name"]));
  });

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 not this one"))).toThrow("not a WOFF 1.0 file");
  });

  it("gives resvg a face it draws text with, and nothing without it", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#fff"/>' +
      '<text x="10" y="55" font-family="Plus Jakarta Sans" font-weight="700" font-size="40">Summit Cloud</text></svg>';
    const inked = (fontFiles: string[]) => {
      const image = new Resvg(svg, {
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "Plus Jakarta Sans" },
      }).render();
      return image.pixels.filter((value, index) => index % 4 === 0 && value < 128).length;
    };
    expect(inked([])).toBe(0);
    expect(inked(brandFontFiles())).toBeGreaterThan(2000);
  });
});
