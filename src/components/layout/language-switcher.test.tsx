import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher } from "./language-switcher";

const links = [
  { code: "en", name: "English", href: "/contact" },
  { code: "de", name: "Deutsch", href: "/de/contact" },
  { code: "fr", name: "Français", href: "/fr/contact" },
];

describe("the language switcher", () => {
  it("links the same page in each language, each link in its language, the current one marked", () => {
    render(<LanguageSwitcher links={links} current="de" label="Sprache" />);
    const nav = screen.getByRole("navigation", { name: "Sprache" });
    const anchors = [...nav.querySelectorAll("a")];
    expect(anchors.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("hreflang"), a.lang])).toEqual([
      ["English", "/contact", "en", "en"],
      ["Deutsch", "/de/contact", "de", "de"],
      ["Français", "/fr/contact", "fr", "fr"],
    ]);
    expect(anchors.map((a) => a.getAttribute("aria-current"))).toEqual([null, "page", null]);
  });

  it("is nothing on a page that exists in one language", () => {
    const { container } = render(<LanguageSwitcher links={links.slice(0, 1)} current="en" label="Language" />);
    expect(container.innerHTML).toBe("");
  });
});
