import { describe, expect, it } from "vitest";
import { parseInline, plainText } from "./inline-markup";

const text = (value: string) => ({ type: "text", text: value });

describe("parseInline", () => {
  it("keeps plain text as one text node, and nothing for an empty string", () => {
    expect(parseInline("Plain words, no markers.")).toEqual([text("Plain words, no markers.")]);
    expect(parseInline("")).toEqual([]);
  });

  it("turns **double** markers into strong and *single* markers into emphasis", () => {
    expect(parseInline("Use **Data Cloud** for *unified* profiles")).toEqual([
      text("Use "),
      { type: "strong", children: [text("Data Cloud")] },
      text(" for "),
      { type: "em", children: [text("unified")] },
      text(" profiles"),
    ]);
  });

  it("handles markers at the very start and end of the text", () => {
    expect(parseInline("**All of it**")).toEqual([{ type: "strong", children: [text("All of it")] }]);
    expect(parseInline("*tail*")).toEqual([{ type: "em", children: [text("tail")] }]);
  });

  it("nests emphasis inside strong and strong inside emphasis", () => {
    expect(parseInline("**bold and *leaning* too**")).toEqual([
      { type: "strong", children: [text("bold and "), { type: "em", children: [text("leaning")] }, text(" too")] },
    ]);
    expect(parseInline("*lean with **weight** inside*")).toEqual([
      {
        type: "em",
        children: [text("lean with "), { type: "strong", children: [text("weight")] }, text(" inside")],
      },
    ]);
  });

  it("leaves unmatched markers as literal text", () => {
    expect(parseInline("**never closed")).toEqual([text("**never closed")]);
    expect(parseInline("a lone * star")).toEqual([text("a lone * star")]);
    expect(parseInline("closed only** here")).toEqual([text("closed only** here")]);
    expect(parseInline("****")).toEqual([text("****")]);
    expect(parseInline("**")).toEqual([text("**")]);
  });

  it("does not read spaced-out stars (arithmetic, footnotes) as emphasis", () => {
    expect(parseInline("2 * 3 * 4 = 24")).toEqual([text("2 * 3 * 4 = 24")]);
    expect(parseInline("a ** b ** c")).toEqual([text("a ** b ** c")]);
    expect(parseInline("*not closed *")).toEqual([text("*not closed *")]);
  });

  it("keeps markup-looking text as text: nothing is ever HTML", () => {
    const hostile = `<img src=x onerror=alert(1)> <script>alert("x")</script>`;
    expect(parseInline(hostile)).toEqual([text(hostile)]);
    expect(parseInline(`**${hostile}**`)).toEqual([{ type: "strong", children: [text(hostile)] }]);
  });
});

describe("plainText", () => {
  it("drops the markers and keeps the words", () => {
    expect(plainText("Use **Data Cloud** for *unified* profiles")).toBe("Use Data Cloud for unified profiles");
    expect(plainText("**bold and *leaning* too**")).toBe("bold and leaning too");
  });

  it("keeps unmatched markers and markup-looking text verbatim", () => {
    expect(plainText("**never closed")).toBe("**never closed");
    expect(plainText("2 * 3 * 4")).toBe("2 * 3 * 4");
    expect(plainText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});
