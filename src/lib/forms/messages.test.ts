import { describe, expect, it } from "vitest";
import { contactMessages } from "./contact.ts";
import { homeInquiryMessages } from "./home.ts";
import { fieldMessages, translateMessage } from "./messages.ts";
import { strategyMessages } from "./strategy.ts";

describe("field messages", () => {
  it("name every message of the three forms' schemas, each once", () => {
    const all = new Set([
      ...Object.values(homeInquiryMessages),
      ...Object.values(contactMessages),
      ...Object.values(strategyMessages),
    ]);
    expect(new Set(Object.values(fieldMessages))).toEqual(all);
    expect(Object.values(fieldMessages)).toHaveLength(all.size);
  });

  it("are shown in the page's language when it has them, in English otherwise", () => {
    const german = { emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein." };
    expect(translateMessage(contactMessages.emailInvalid, german)).toBe(german.emailInvalid);
    expect(translateMessage(strategyMessages.businessEmailInvalid, german)).toBe(german.emailInvalid);
    expect(translateMessage(contactMessages.subjectRequired, german)).toBe("Subject is required.");
    expect(translateMessage(contactMessages.emailInvalid)).toBe("Please enter a valid email address.");
  });
});
