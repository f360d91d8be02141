import { describe, expect, it } from "vitest";
import { type LhrLike, mainThreadWork } from "./bench-lhr.ts";
import { combine, mainThreadLine } from "./bench-lib.ts";
import { floor, sample } from "./bench-samples.fixtures.ts";

/** A result with only the main thread's tasks, in ms as observed on the unthrottled CPU. */
const withTasks = (durations: number[]): LhrLike => ({
  categories: {},
  audits: {
    "main-thread-tasks": { details: { items: durations.map((duration, i) => ({ startTime: i * 20, duration })) } },
  },
});

const siteWork = (mainThreadMs: number, tasksKept: number) => sample({ mainThreadMs, tasksKept });
const floorWork = (mainThreadMs: number, tasksKept: number) => ({ ...floor(), mainThreadMs, tasksKept });

describe("the main thread's work in a run", () => {
  it("sums every task and counts those Lighthouse's simulation keeps: 10 ms or more", () => {
    expect(mainThreadWork(withTasks([9.9, 10, 27.25, 3, 0.5]))).toEqual({ mainThreadMs: 50.7, tasksKept: 2 });
  });

  it("is nothing for a result without the audit", () => {
    expect(mainThreadWork({ categories: {}, audits: {} })).toEqual({ mainThreadMs: 0, tasksKept: 0 });
  });
});

describe("what the scripts add to it, per route", () => {
  it("takes the medians of site and floor apart, and says the median and the most the routes add", () => {
    const rows = [
      combine(
        "/",
        [siteWork(70, 3), siteWork(60, 2), siteWork(90, 4)],
        [floorWork(66, 3), floorWork(58, 2), floorWork(71, 3)],
      ),
      combine("/about", [siteWork(80, 4)], [floorWork(74.5, 2)]),
      combine("/contact", [siteWork(50, 1)], [floorWork(52, 2)]),
    ];
    expect(rows[0]?.mainThread).toEqual({ siteMs: 70, floorMs: 66, siteTasksKept: 3, floorTasksKept: 3 });
    expect(mainThreadLine(rows)).toBe(
      "Main-thread work the scripts add at load, unthrottled (site − floor, per route): median 4 ms, most 5.5 ms (/about).",
    );
  });

  it("gives the median of an even number of runs to a tenth of a ms", () => {
    const row = combine("/", [siteWork(63.1, 2), siteWork(63.2, 3)], [floorWork(60.1, 2), floorWork(60.4, 2)]);
    expect(row.mainThread).toEqual({ siteMs: 63.2, floorMs: 60.3, siteTasksKept: 2.5, floorTasksKept: 2 });
  });

  it("says nothing for rows read from results saved before the work was recorded", () => {
    const old = sample();
    const row = combine("/", [old], [floorWork(60, 2)]);
    expect(row.mainThread).toBeUndefined();
    expect(mainThreadLine([row])).toBeUndefined();
  });
});
