import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homePageData } from "~/content/home-index";
import { articleRecordsFromFiles, caseStudyRecordsFromFiles } from "~/content/markdown-records";
import { enhanceTabs } from "~/lib/widgets";
import { MethodologyPicker } from "./methodology-picker";

const { steps, copy } = homePageData({ articles: articleRecordsFromFiles(), caseStudies: caseStudyRecordsFromFiles() });

function renderPicker() {
  const { container } = render(<MethodologyPicker steps={steps} label={copy.methodology.tabsLabel} />);
  enhanceTabs(container);
  return screen.getAllByRole("tab");
}

function expectSelected(title: string) {
  const step = steps.find((candidate) => candidate.title === title);
  const tab = screen.getByRole("tab", { name: title });
  expect(tab).toHaveAttribute("aria-selected", "true");
  expect(tab).toHaveAttribute("tabindex", "0");
  const panel = screen.getByRole("tabpanel");
  expect(panel).toHaveAccessibleName(title);
  expect(panel).toHaveTextContent(step?.description ?? "missing");
  expect(screen.getByRole("img", { name: step?.imageDescription })).toBeInTheDocument();
}

/** A key press on whatever has focus, as the visitor's keyboard sends it. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement as Element, { key });
}

describe("MethodologyPicker", () => {
  it("lists the six steps in order with Discovery & Strategy selected first", () => {
    const tabs = renderPicker();
    expect(screen.getByRole("tablist")).toHaveAccessibleName(copy.methodology.tabsLabel);
    expect(tabs.map((tab) => tab.textContent)).toEqual(steps.map((step, index) => `${index + 1}${step.title}`));
    expectSelected("Discovery & Strategy");
    expect(tabs.filter((tab) => tab.getAttribute("tabindex") === "0")).toHaveLength(1);
  });

  it("shows a step's description when it is clicked", () => {
    renderPicker();
    fireEvent.click(screen.getByRole("tab", { name: "Agile Implementation" }));
    expectSelected("Agile Implementation");
    expect(screen.getByRole("tab", { name: "Discovery & Strategy" })).toHaveAttribute("tabindex", "-1");
  });

  it("moves selection and focus with arrows, Home and End (automatic activation)", () => {
    const tabs = renderPicker();
    tabs[0]?.focus();
    press("ArrowRight");
    expectSelected("Solution Design & Architecture");
    expect(document.activeElement).toBe(tabs[1]);
    press("ArrowDown");
    expectSelected("Agile Implementation");
    press("ArrowUp");
    press("ArrowLeft");
    expectSelected("Discovery & Strategy");
    press("ArrowLeft");
    expectSelected("Continuous Innovation");
    expect(document.activeElement).toBe(tabs[5]);
    press("Home");
    expectSelected("Discovery & Strategy");
    press("End");
    expectSelected("Continuous Innovation");
  });
});
