import * as z from "zod/mini";
import { optionalText, requiredEmail, requiredText, validateWith } from "./shared.ts";

/** The strategy form's messages, exactly (docs/requirements.md "Forms and their messages"). */
export const strategyMessages = {
  nameRequired: "Your name is required.",
  businessEmailRequired: "Business email is required.",
  businessEmailInvalid: "Please enter a valid email address.",
} as const;

const m = strategyMessages;

export const strategySchema = z.object({
  name: requiredText(m.nameRequired),
  businessEmail: requiredEmail(m.businessEmailRequired, m.businessEmailInvalid),
  projectDescription: optionalText(),
});

/** On-screen order: focus goes to the first invalid field. */
export const strategyFields = ["name", "businessEmail", "projectDescription"] as const;

export type StrategyField = (typeof strategyFields)[number];
export type StrategyValues = Record<StrategyField, string>;
export type StrategyCallRequest = z.output<typeof strategySchema>;

export const emptyStrategy: StrategyValues = { name: "", businessEmail: "", projectDescription: "" };

export function validateStrategy(values: unknown) {
  return validateWith(strategySchema, strategyFields, values);
}
