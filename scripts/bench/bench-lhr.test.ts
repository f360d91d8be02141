import { describe, expect, it } from "vitest";
import { type FloorSample, type LhrLike, mainThreadWork, type SiteSample } from "./bench-lhr.ts";
import { combine, mainThreadLine } from "./bench-lib.ts";

/** A result with only the main thread's tasks, in ms as observed on the unthrottled CPU. */
const withTasks = (durations: number[]): LhrLike => ({
  categories: {},
  audits: {
    "main-thread-tasks": { details: { items: durations.map((duration, i) => ({ startTime: i * 20, duration })) } },
  },
});

const site = (mainThreadMs: number, tasksKept: number) =>
  ({
    mainThreadMs,
    tasksKept,
    lcpMs: 900,
    tbtMs: 0,
    performance: 100,
    scriptsBeforePaint: [],
    otherOrigins: [],
  }) as unknown as SiteSample;
const floor = (mainThreadMs: number, tasksKept: number): FloorSample => ({
  mainThreadMs,
  tasksKept,
  lcpMs: 900,
  fcpMs: 750,
  tbtMs: 0,
  jsKb: 0,
  benchmarkIndex: 1800,
});

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
      combine("/", [site(70, 3), site(60, 2), site(90, 4)], [floor(66, 3), floor(58, 2), floor(71, 3)]),
      combine("/about", [site(80, 4)], [floor(74.5, 2)]),
      combine("/contact", [site(50, 1)], [floor(52, 2)]),
    ];
    expect(rows[0]?.mainThread).toEqual({ siteMs: 70, floorMs: 66, siteTasksKept: 3, floorTasksKept: 3 });
    expect(mainThreadLine(rows)).toBe(
      "Main-thread work the scripts add at load, unthrottled (site − floor, per route): median 4 ms, most 5.5 ms (/about).",
    );
  });

  it("says nothing for rows read from results saved before the work was recorded", () => {
    const old = { ...site(0, 0), mainThreadMs: undefined, tasksKept: undefined };
    const row = combine("/", [old], [floor(60, 2)]);
    expect(row.mainThread).toBeUndefined();
    expect(mainThreadLine([row])).toBeUndefined();
  });
});
