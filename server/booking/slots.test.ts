import { describe, expect, it } from "vitest";
import { byDay, candidates, freeSlots, isKnownTimeZone, offer, type Slot, workingDates } from "./slots.ts";

const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
  day: day as "Monday",
  start: "09:00",
  end: "17:00",
}));
const berlin = { id: "jonas", timeZone: "Europe/Berlin", hours: week, dailyCap: 16 };
const ms = (iso: string) => Date.parse(iso);
const iso = (epoch: number) => new Date(epoch).toISOString().replace(":00.000Z", "Z");

describe("free times", () => {
  it("are 30-minute calls inside working hours on the next 10 working days, weekends left out", () => {
    // Monday 2027-03-01, 06:00 in Berlin: the first call may start at 10:00 (4 h notice).
    const slots = freeSlots(berlin, { now: ms("2027-03-01T05:00:00Z"), busy: [] });
    const days = new Set(slots.map((slot) => new Date(slot.start).toISOString().slice(0, 10)));
    expect([...days]).toEqual([
      "2027-03-01",
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-08",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
    ]);
    expect(iso(slots[0]?.start ?? 0)).toBe("2027-03-01T09:00Z"); // 10:00 in Berlin
    expect(slots.filter((slot) => iso(slot.start).startsWith("2027-03-02")).map((slot) => iso(slot.start))).toEqual(
      Array.from(
        { length: 16 },
        (_, i) => `2027-03-02T${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}Z`,
      ),
    );
    expect(slots.every((slot) => slot.end - slot.start === 30 * 60_000)).toBe(true);
  });

  it("leave out a busy time with 15 minutes on either side, and what the minimum notice forbids", () => {
    const now = ms("2027-03-01T07:00:00Z"); // 08:00 in Berlin: nothing before 12:00
    const busy = [{ start: ms("2027-03-01T12:00:00Z"), end: ms("2027-03-01T13:00:00Z") }]; // 13:00–14:00 in Berlin
    const monday = freeSlots(berlin, { now, busy })
      .filter((slot) => iso(slot.start).startsWith("2027-03-01"))
      .map((slot) => iso(slot.start));
    // 11:00 (UTC) = 12:00 Berlin is the first; 11:30 would end as it begins, 13:00 begin as it ends.
    expect(monday).toEqual([
      "2027-03-01T11:00Z",
      "2027-03-01T13:30Z",
      "2027-03-01T14:00Z",
      "2027-03-01T14:30Z",
      "2027-03-01T15:00Z",
      "2027-03-01T15:30Z",
    ]);
    const late = freeSlots(berlin, {
      now,
      busy: [{ start: ms("2027-03-01T11:40:00Z"), end: ms("2027-03-01T12:00:00Z") }],
    });
    expect(late.some((slot) => iso(slot.start) === "2027-03-01T11:00Z")).toBe(false);
  });

  it("offer nothing more on a day once its cap of calls is booked", () => {
    const capped = { ...berlin, dailyCap: 2 };
    const now = ms("2027-03-01T00:00:00Z");
    const booked = [
      { start: ms("2027-03-02T08:00:00Z"), end: ms("2027-03-02T08:30:00Z") },
      { start: ms("2027-03-02T15:00:00Z"), end: ms("2027-03-02T15:30:00Z") },
    ];
    const slots = freeSlots(capped, { now, busy: [], booked });
    expect(slots.some((slot) => iso(slot.start).startsWith("2027-03-02"))).toBe(false);
    expect(slots.some((slot) => iso(slot.start).startsWith("2027-03-03"))).toBe(true);
    const one = freeSlots(capped, { now, busy: [], booked: booked.slice(0, 1) });
    expect(one.filter((slot) => iso(slot.start).startsWith("2027-03-02")).length).toBe(14); // 16 less the call and its neighbour
  });

  it("count working days in the consultant's own zone", () => {
    // Friday 23:30 in New York is already Saturday in Berlin: Berlin's first working day is Monday.
    expect(workingDates(berlin, ms("2027-03-06T04:30:00Z"), 2).map(String)).toEqual(["2027-03-08", "2027-03-09"]);
    // Friday counts until its working hours end at 17:00 in Berlin (16:00 UTC), then Monday is next.
    expect(workingDates(berlin, ms("2027-03-05T15:45:00Z"), 1).map(String)).toEqual(["2027-03-05"]);
    expect(workingDates(berlin, ms("2027-03-05T16:00:00Z"), 1).map(String)).toEqual(["2027-03-08"]);
  });
});

describe("a visitor in New York and a consultant in Berlin across both changes to summer time", () => {
  // The US moves its clocks on 2027-03-14, the EU on 2027-03-28: between the two, 09:00 in Berlin
  // is 04:00 in New York; before and after, 03:00.
  const firstEachDay = (now: string) =>
    byDay(freeSlots(berlin, { now: ms(now), busy: [] }), "America/New_York").map(({ date, slots }) => [
      date,
      slots[0]?.datetime,
      slots.at(-1)?.time,
    ]);

  it("shows the same Berlin hours at the New York times of each week", () => {
    expect(firstEachDay("2027-03-11T22:00:00Z")).toEqual([
      ["2027-03-12", "2027-03-12T03:00-05:00", "10:30"],
      ["2027-03-15", "2027-03-15T04:00-04:00", "11:30"],
      ["2027-03-16", "2027-03-16T04:00-04:00", "11:30"],
      ["2027-03-17", "2027-03-17T04:00-04:00", "11:30"],
      ["2027-03-18", "2027-03-18T04:00-04:00", "11:30"],
      ["2027-03-19", "2027-03-19T04:00-04:00", "11:30"],
      ["2027-03-22", "2027-03-22T04:00-04:00", "11:30"],
      ["2027-03-23", "2027-03-23T04:00-04:00", "11:30"],
      ["2027-03-24", "2027-03-24T04:00-04:00", "11:30"],
      ["2027-03-25", "2027-03-25T04:00-04:00", "11:30"],
    ]);
    expect(firstEachDay("2027-03-25T22:00:00Z").slice(0, 3)).toEqual([
      ["2027-03-26", "2027-03-26T04:00-04:00", "11:30"],
      ["2027-03-29", "2027-03-29T03:00-04:00", "10:30"],
      ["2027-03-30", "2027-03-30T03:00-04:00", "10:30"],
    ]);
  });

  it("names each slot's instant with the offset of the visitor's zone", () => {
    const [day] = byDay(freeSlots(berlin, { now: ms("2027-03-28T22:00:00Z"), busy: [] }), "America/New_York");
    const first = day?.slots[0];
    expect(first?.datetime).toBe("2027-03-29T03:00-04:00");
    expect(new Date(first?.datetime ?? "").toISOString()).toBe("2027-03-29T07:00:00.000Z"); // 09:00 in Berlin (CEST)
  });
});

describe("who is offered", () => {
  const people = [
    { id: "a", languages: ["en", "de"], services: ["devops"] },
    { id: "b", languages: ["en"], services: ["devops", "ai-services"] },
    { id: "c", languages: ["fr"], services: ["ai-services"] },
  ] as never[] as { id: string; languages: string[]; services: ("devops" | "ai-services")[] }[];
  const ids = (list: { id: string }[]) => list.map((one) => one.id);

  it("is chosen by service and language, then by language alone", () => {
    expect(ids(candidates(people, { service: "devops", language: "en" }))).toEqual(["a", "b"]);
    expect(ids(candidates(people, { service: "ai-services", language: "de" }))).toEqual(["a"]);
    expect(ids(candidates(people, { service: "ai-services", language: "fr" }))).toEqual(["c"]);
    expect(ids(candidates(people, { language: "es" }))).toEqual(["a", "b", "c"]);
  });

  it("takes turns: a time free for two goes to the one with fewer calls, then the one booked longer ago", () => {
    const both = (id: string): Slot[] => [{ consultantId: id, start: 1000, end: 2000 }];
    const free = new Map([
      ["a", both("a")],
      ["b", both("b")],
    ]);
    expect(offer(free, new Map())[0]?.consultantId).toBe("a");
    const aHasOne = new Map([["a", { calls: 1, lastBookedAt: 5 }]]);
    expect(offer(free, aHasOne)[0]?.consultantId).toBe("b");
    const bothOne = new Map([
      ["a", { calls: 1, lastBookedAt: 9 }],
      ["b", { calls: 1, lastBookedAt: 5 }],
    ]);
    expect(offer(free, bothOne)[0]?.consultantId).toBe("b");
    expect(offer(free, bothOne)).toHaveLength(1);
  });
});

it("takes a visitor's time zone only when the database knows it", () => {
  expect(isKnownTimeZone("America/New_York")).toBe(true);
  expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  expect(isKnownTimeZone("<script>")).toBe(false);
  expect(isKnownTimeZone("a".repeat(100))).toBe(false);
});
