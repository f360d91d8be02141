import { describe, expect, it } from "vitest";
import { consultants } from "./consultant-schemas";
import english from "./data/lists/consultants.json" with { type: "json" };

const first = english.consultants[0] as (typeof english.consultants)[number];
const withFirst = (change: Record<string, unknown>) => ({ consultants: [{ ...first, ...change }] });
const problems = (data: unknown) =>
  consultants.zod.safeParse(data).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the consultants who take calls", () => {
  it("are a valid list with an id, languages, services and a zone each", () => {
    expect(problems(english)).toEqual([]);
    expect(english.consultants.map((one) => one.id)).toEqual(["jonas-weber", "maya-brooks", "claire-dubois"]);
  });

  it("refuses a zone the time-zone database does not know, and a day that ends before it begins", () => {
    expect(problems(withFirst({ timeZone: "Europe/Atlantis" }))).toEqual([
      "consultants.0.timeZone: expected a time zone such as Europe/Berlin or America/New_York",
    ]);
    expect(problems(withFirst({ hours: [{ day: "Monday", start: "17:00", end: "09:00" }] }))).toEqual([
      "consultants.0.hours.0.end: a working day ends after it begins",
    ]);
    expect(problems(withFirst({ hours: [{ day: "Monday", start: "08:0", end: "17:00" }] }))).toEqual([
      "consultants.0.hours.0.start: expected a time such as 09:00 or 17:30",
    ]);
  });

  it("refuses two consultants with one id, a language the site lacks and a service it does not offer", () => {
    expect(problems({ consultants: [first, first] })).toEqual(["consultants: two consultants have the same id"]);
    expect(problems(withFirst({ languages: ["es"] }))[0]).toMatch(/^consultants\.0\.languages\.0:/);
    expect(problems(withFirst({ services: ["catering"] }))[0]).toMatch(/^consultants\.0\.services\.0:/);
  });
});
