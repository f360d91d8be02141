// @vitest-environment node
import { describe, expect, it } from "vitest";
import { answerNames, answersOf, fieldLines, leadColumns, shownValue } from "./lead-fields.ts";

const home = {
  name: "Jordan Lee",
  email: "jordan@northwind.example",
  company: "",
  message: "Three orgs into one.",
  consent: true as const,
};
const strategy = { name: "Sam Patel", email: "sam@example.net", message: "" };

describe("a lead's fields, from its form's description", () => {
  it("fill the lead's columns; an empty optional field and a column no field fills are null", () => {
    expect(leadColumns("home", home)).toEqual({
      name: "Jordan Lee",
      email: "jordan@northwind.example",
      company: null,
      role: null,
      subject: null,
      message: "Three orgs into one.",
    });
    expect(leadColumns("strategy", strategy)).toMatchObject({ email: "sam@example.net", message: null });
  });

  it("read as the team names them, in on-screen order, with what the form no longer describes last", () => {
    expect(fieldLines({ form: "home", submission: { ...home, extra: 3 } })).toEqual([
      { label: "Full name", text: "Jordan Lee" },
      { label: "Work email", text: "jordan@northwind.example" },
      { label: "Company name", text: "" },
      { label: "Message", text: "Three orgs into one." },
      { label: "Agreed to the terms", text: "yes" },
      { label: "extra", text: "3" },
    ]);
  });

  it("keep the answers beyond the columns apart, and name every form's answer columns once", () => {
    expect(answersOf({ form: "home", submission: home })).toEqual([
      { name: "consent", label: "Agreed to the terms", text: "yes" },
    ]);
    expect(answersOf({ form: "strategy", submission: strategy })).toEqual([]);
    expect(answerNames).toContain("consent");
    expect(answerNames.filter((name) => ["name", "email", "company", "message"].includes(name))).toEqual([]);
    expect(new Set(answerNames).size).toBe(answerNames.length);
  });

  it("show a choice by its option's label, a box as yes or no", () => {
    const size = { options: [["1-49", "1–49"]] as const };
    expect(shownValue(size, "1-49")).toBe("1–49");
    expect(shownValue(size, "other")).toBe("other");
    expect(shownValue({}, false)).toBe("no");
    expect(shownValue({}, undefined)).toBe("");
  });
});
