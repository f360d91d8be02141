/**
 * Test helper: hostile and unusual strings for the schema fuzz tests — unicode (astral, RTL,
 * combining marks, bidi overrides), control characters, markup, very long runs, whitespace.
 */

export { seededRandom } from "../seeded-random";

const pieces = [
  "a",
  "Z",
  "7",
  " ",
  "\t",
  "\n",
  "\r\n",
  "\u00a0",
  "\u2028",
  "\ufeff",
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "@",
  ".",
  "@example.com",
  "jordan@example.com",
  "😀",
  "👩🏽‍💻",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "\ud83d",
  "שלום",
  "مرحبا",
  "\u202etxt.exe",
  "e\u0301\u0301\u0301",
  "中文",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "{{constructor.constructor('x')()}}",
  "'; DROP TABLE inquiries; --",
  "__proto__",
  "%00%0d%0a",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template-injection probe
  "${7*7}",
];

/** A random string: mostly short, sometimes empty, sometimes 20,000 to 100,000 characters. */
export function randomString(random: () => number): string {
  const roll = random();
  if (roll < 0.05) return "";
  let value = "";
  const count = 1 + Math.floor(random() * 12);
  for (let index = 0; index < count; index += 1) {
    const piece = pieces[Math.floor(random() * pieces.length)] ?? "";
    // Any code point at all, lone surrogates included, one time in five.
    value += random() < 0.2 ? String.fromCodePoint(Math.floor(random() * 0x110000)) : piece;
  }
  // Very long values repeat a random chunk: as hostile as fresh text, and cheap to build.
  if (roll > 0.97) value = value.repeat(Math.ceil((20_000 + random() * 80_000) / value.length));
  return value;
}
