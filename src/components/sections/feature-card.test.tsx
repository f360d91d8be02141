import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid, FeatureCard } from "./feature-card";

describe("CardGrid", () => {
  it("staggers its cards by 0.1 s each, as whole milliseconds", () => {
    const titles = ["Discover", "Design", "Build", "Launch", "Improve"];
    render(
      <CardGrid>
        {titles.map((title) => (
          <FeatureCard key={title} icon="award" title={title}>
            {title} text
          </FeatureCard>
        ))}
      </CardGrid>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual(titles);
    // 3 × 0.1 written as a float is 0.30000000000000004 s: the delays are exact.
    expect(items.map((item) => item.style.animationDelay)).toEqual(["0ms", "100ms", "200ms", "300ms", "400ms"]);
  });
});
