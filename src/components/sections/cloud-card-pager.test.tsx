import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homePageData } from "~/content/home-index";
import { articleRecordsFromFiles, caseStudyRecordsFromFiles } from "~/content/markdown-records";
import { enhancePager } from "~/lib/widgets";
import { CloudCardPager } from "./cloud-card-pager";

const { cloudPages, copy } = homePageData({
  articles: articleRecordsFromFiles(),
  caseStudies: caseStudyRecordsFromFiles(),
});

function renderPager() {
  const { container } = render(
    <CloudCardPager pages={cloudPages} more={copy.clouds.more} label={copy.clouds.pagesLabel} />,
  );
  enhancePager(container);
}

const visibleTitles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("CloudCardPager", () => {
  it("has two pages of three cards and starts on the first", () => {
    expect(cloudPages.map((page) => page.cards.length)).toEqual([3, 3]);
    renderPager();
    expect(visibleTitles()).toEqual(cloudPages[0]?.cards.map((card) => card.title));
    const dots = within(screen.getByRole("list", { name: copy.clouds.pagesLabel })).getAllByRole("button");
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual(["Show clouds 1–3", "Show clouds 4–6"]);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Showing clouds 1–3 of 6");
  });

  it("shows the second page's cards from its dot, and back", () => {
    renderPager();
    fireEvent.click(screen.getByRole("button", { name: "Show clouds 4–6" }));
    expect(visibleTitles()).toEqual(cloudPages[1]?.cards.map((card) => card.title));
    expect(screen.getByRole("button", { name: "Show clouds 4–6" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Showing clouds 4–6 of 6");
    fireEvent.click(screen.getByRole("button", { name: "Show clouds 1–3" }));
    expect(visibleTitles()).toEqual(cloudPages[0]?.cards.map((card) => card.title));
  });

  it("links each card to its cloud page", () => {
    renderPager();
    const first = cloudPages[0]?.cards[0];
    expect(screen.getByRole("link", { name: first?.title })).toHaveAttribute("href", first?.to);
  });
});
