import { describe, expect, it } from "vitest";
import { combine } from "./bench-lib.ts";
import { replay, residuals, seeded } from "./bench-noise-lib.ts";
import { floor, sample } from "./bench-samples.fixtures.ts";

const route = (path: string, siteTbt: number[], floorTbt: number[]) =>
  combine(
    path,
    siteTbt.map((tbtMs) => sample({ tbtMs })),
    floorTbt.map((tbtMs) => floor(900, tbtMs)),
  );

describe("the run-to-run spread read from saved reports", () => {
  it("is each run's TBT about its route side's median, from sides run 5 times or more", () => {
    const rows = [route("/about", [10, 20, 30, 40, 100], [0, 0, 50, 60, 70]), route("/careers", [300], [0])];
    expect(residuals(rows)).toEqual([-20, -10, 0, 10, 70, -50, -50, 0, 10, 20]);
  });
});

describe("the bench's re-run rule, replayed", () => {
  const noisy = [-40, -20, -10, 0, 0, 10, 20, 60, 90];
  const tie = { centers: [50, 80, 120], residuals: noisy, budgetMs: 30, addedMs: 0, passes: 300 };

  it("never misses without noise when the page ties its floor, and always when it adds twice the budget", () => {
    expect(replay({ ...tie, residuals: [0], cap: 9 })).toEqual({ passShare: 1, missesPerPass: 0, runsPerRoute: 1 });
    expect(replay({ ...tie, residuals: [0], cap: 9, addedMs: 60 })).toEqual({
      passShare: 0,
      missesPerPass: 3,
      runsPerRoute: 9,
    });
  });

  it("misses a page that ties its floor less often with more runs allowed", () => {
    const few = replay({ ...tie, cap: 3 });
    const many = replay({ ...tie, cap: 25 });
    expect(few.missesPerPass).toBeGreaterThan(0);
    expect(many.missesPerPass).toBeLessThan(few.missesPerPass);
  });

  it("still misses most routes of a page that adds twice the budget, however many runs", () => {
    expect(replay({ ...tie, cap: 25, addedMs: 60 }).passShare).toBeLessThan(0.5);
  });

  it("gives the same numbers for the same seed", () => {
    expect(replay({ ...tie, cap: 9, seed: 7 })).toEqual(replay({ ...tie, cap: 9, seed: 7 }));
    const random = seeded(1);
    const draws = Array.from({ length: 1000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});
