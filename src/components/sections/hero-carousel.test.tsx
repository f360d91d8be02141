import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homePageData } from "~/content/home-index";
import { articleRecordsFromFiles, caseStudyRecordsFromFiles } from "~/content/markdown-records";
import { HeroCarousel } from "./hero-carousel";

const { slides, copy } = homePageData({
  articles: articleRecordsFromFiles(),
  caseStudies: caseStudyRecordsFromFiles(),
});

function renderCarousel() {
  render(<HeroCarousel heading={copy.hero.heading} slides={slides} copy={copy.hero} />);
  return { region: screen.getByRole("region", { name: copy.hero.label }) };
}

/** The one slide a visitor (and assistive technology) sees; hidden slides are aria-hidden and inert. */
function visibleSlide() {
  return screen.getByRole("group", { name: / of 4$/ });
}

function expectSlide(n: number) {
  expect(visibleSlide()).toHaveAccessibleName(`${n} of 4`);
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(slides[n - 1]?.title ?? "");
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: matches && query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, "matchMedia");
});

describe("HeroCarousel", () => {
  it("is an APG carousel of four labelled slides with the first one shown", () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(4);
    expectSlide(1);
    const hidden = screen.getAllByRole("group", { hidden: true }).filter((slide) => slide !== visibleSlide());
    for (const slide of hidden) {
      expect(slide).toHaveAttribute("aria-hidden", "true");
      expect(slide).toHaveAttribute("inert");
    }
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.hero.heading);
  });

  it("auto-advances every 8000 ms and wraps from the last slide to the first", () => {
    renderCarousel();
    advance(7999);
    expectSlide(1);
    advance(1);
    expectSlide(2);
    advance(8000);
    expectSlide(3);
    advance(8000);
    expectSlide(4);
    advance(8000);
    expectSlide(1);
  });

  it("counts the first 8000 ms from the page's start, not from when its island woke", () => {
    // client:due wakes the island 6 s into the page: the first slide has been seen for 6 s already.
    vi.advanceTimersByTime(6000);
    renderCarousel();
    advance(1999);
    expectSlide(1);
    advance(1);
    expectSlide(2);
    advance(7999);
    expectSlide(2);
    advance(1);
    expectSlide(3);
  });

  it("keeps the live region quiet while rotating and polite once stopped", () => {
    const { region } = renderCarousel();
    const live = region.querySelector("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.click(screen.getByRole("button", { name: copy.hero.pause }));
    expect(live).toHaveAttribute("aria-live", "polite");
  });

  it("moves with the arrows, wrapping both ways, and animates in the right direction", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: copy.hero.previous }));
    expectSlide(4);
    expect(visibleSlide().className).toContain("carousel-in-from-left");
    fireEvent.click(screen.getByRole("button", { name: copy.hero.next }));
    expectSlide(1);
    expect(visibleSlide().className).toContain("carousel-in-from-right");
  });

  it("jumps to a slide with its dot and marks the dot current", () => {
    renderCarousel();
    const dot = screen.getByRole("button", { name: slides[2]?.dotLabel });
    fireEvent.click(dot);
    expectSlide(3);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: slides[0]?.dotLabel })).not.toHaveAttribute("aria-current");
  });

  it("pauses while a mouse hovers and resumes when it leaves", () => {
    const { region } = renderCarousel();
    fireEvent.pointerOver(region, { pointerType: "mouse" });
    advance(16000);
    expectSlide(1);
    fireEvent.pointerOut(region, { pointerType: "mouse" });
    advance(8000);
    expectSlide(2);
  });

  it("pauses while keyboard focus is inside and resumes when focus leaves", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: copy.hero.next });
    act(() => next.focus());
    advance(16000);
    expectSlide(1);
    act(() => next.blur());
    advance(8000);
    expectSlide(2);
  });

  it("stops with the pause button and starts again with play", () => {
    renderCarousel();
    const toggle = screen.getByRole("button", { name: copy.hero.pause });
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(copy.hero.play);
    advance(24000);
    expectSlide(1);
    // Focus on the play button itself must not hold rotation back.
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(copy.hero.pause);
    advance(8000);
    expectSlide(2);
  });

  it("does not auto-advance when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole("button", { name: copy.hero.play })).toBeInTheDocument();
    advance(40000);
    expectSlide(1);
  });

  it("auto-advances when reduced motion is not requested", () => {
    mockReducedMotion(false);
    renderCarousel();
    advance(8000);
    expectSlide(2);
  });

  it("follows touch swipes of at least 50 px", () => {
    const { region } = renderCarousel();
    const track = region.querySelector("[aria-live]") as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(track, { pointerType: "touch", clientX: from });
      fireEvent.pointerUp(track, { pointerType: "touch", clientX: to });
    };
    swipe(200, 160);
    expectSlide(1);
    swipe(200, 150);
    expectSlide(2);
    swipe(100, 170);
    expectSlide(1);
    swipe(100, 160);
    expectSlide(4);
  });

  it("ignores mouse drags", () => {
    const { region } = renderCarousel();
    const track = region.querySelector("[aria-live]") as HTMLElement;
    fireEvent.pointerDown(track, { pointerType: "mouse", clientX: 300 });
    fireEvent.pointerUp(track, { pointerType: "mouse", clientX: 100 });
    expectSlide(1);
  });
});
