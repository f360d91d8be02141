import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ArticleBlock } from "~/content/schemas";
import { ArticleBody } from "./article-body";

const image: ArticleBlock = {
  type: "image",
  image: {
    kind: "illustration",
    motif: "database",
    pattern: "nodes",
    alt: "Illustration of a database linked to many source systems",
  },
  caption: "Every source feeds one unified profile.",
};

const blocks: ArticleBlock[] = [
  { type: "heading", level: 2, text: "Why unified data matters" },
  { type: "paragraph", text: "Start with **one profile** per customer, then *act* on it." },
  { type: "heading", level: 3, text: "What to connect first" },
  { type: "list", items: ["Orders and **returns**", "Service *cases*"] },
  { type: "list", ordered: true, items: ["Ingest", "Harmonize", "Activate"] },
  image,
  { type: "quote", content: "Data is only useful once **people trust it**.", author: "Jordan Lee, Data Architect" },
];

function renderBody(body: ArticleBlock[]) {
  return render(<ArticleBody blocks={body} />);
}

describe("ArticleBody", () => {
  it("renders headings at the level each block asks for", () => {
    renderBody(blocks);
    expect(screen.getByRole("heading", { level: 2, name: "Why unified data matters" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "What to connect first" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading")).toHaveLength(2);
  });

  it("renders paragraphs with bold and emphasis as elements", () => {
    const { container } = renderBody([blocks[1] as ArticleBlock]);
    const paragraph = container.querySelector("p");
    expect(paragraph).toHaveTextContent("Start with one profile per customer, then act on it.");
    expect(within(paragraph as HTMLElement).getByText("one profile").tagName).toBe("STRONG");
    expect(within(paragraph as HTMLElement).getByText("act").tagName).toBe("EM");
    expect(paragraph?.textContent).not.toContain("*");
  });

  it("renders unordered and ordered lists with their items", () => {
    renderBody(blocks);
    const [unordered, ordered] = screen.getAllByRole("list");
    expect(unordered?.tagName).toBe("UL");
    expect(
      within(unordered as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Orders and returns", "Service cases"]);
    expect(within(unordered as HTMLElement).getByText("returns").tagName).toBe("STRONG");
    expect(within(unordered as HTMLElement).getByText("cases").tagName).toBe("EM");
    expect(ordered?.tagName).toBe("OL");
    expect(
      within(ordered as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Ingest", "Harmonize", "Activate"]);
  });

  it("renders an image block as a figure with its caption, holding an image named by its alt", () => {
    renderBody([image]);
    const figure = screen.getByRole("figure");
    expect(
      within(figure).getByRole("img", { name: "Illustration of a database linked to many source systems" }),
    ).toBeInTheDocument();
    // Browsers name a figure from its figcaption; jsdom's accessibility tree does not, so check the element.
    expect(within(figure).getByText("Every source feeds one unified profile.").tagName).toBe("FIGCAPTION");
  });

  it("renders an image block without a caption as a figure with just the image", () => {
    renderBody([{ ...image, caption: undefined } as ArticleBlock]);
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("figcaption")).toBeNull();
    expect(within(figure).getByRole("img", { name: /database linked/ })).toBeInTheDocument();
  });

  it("renders a quote with its author, emphasis included", () => {
    const { container } = renderBody([blocks[6] as ArticleBlock]);
    const quote = container.querySelector("blockquote");
    expect(quote).toHaveTextContent("Data is only useful once people trust it.");
    expect(within(quote as HTMLElement).getByText("people trust it").tagName).toBe("STRONG");
    const figure = screen.getByRole("figure");
    expect(figure).toContainElement(quote);
    expect(within(figure).getByText(/Jordan Lee, Data Architect/).tagName).toBe("FIGCAPTION");
  });

  it("renders nested markers as nested elements", () => {
    renderBody([{ type: "paragraph", text: "A **bold claim with *a careful* caveat** inside." }]);
    const strong = screen.getByText(/bold claim with/);
    expect(strong.tagName).toBe("STRONG");
    expect(within(strong).getByText("a careful").tagName).toBe("EM");
  });

  it("leaves unmatched markers as literal text", () => {
    const { container } = renderBody([{ type: "paragraph", text: "Costs fell **sharply and 2 * 3 stays math." }]);
    expect(container.querySelector("p")).toHaveTextContent("Costs fell **sharply and 2 * 3 stays math.");
    expect(container.querySelector("strong, em")).toBeNull();
  });

  it("shows hostile markup as visible text and creates no element from it", () => {
    const hostile = `<img src=x onerror=alert(1)> then <script>alert("owned")</script>`;
    const { container } = renderBody([
      { type: "paragraph", text: hostile },
      { type: "list", items: [`**${hostile}**`, "second"] },
      { type: "quote", content: hostile, author: "<b>Someone</b>" },
    ]);
    expect(container.querySelector("img, script, b")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.querySelector("p")?.textContent).toBe(hostile);
    expect(container.querySelector("li strong")?.textContent).toBe(hostile);
    expect(screen.getByText("— <b>Someone</b>")).toBeInTheDocument();
  });
});
