import { describeForm, email, type SubmissionOf, text, textarea } from "./fields.ts";

/** The strategy-call popup's form (docs/requirements.md "The strategy-call popup"). */
export const strategyForm = describeForm("strategy", {
  name: text({ label: "Name", column: "name", required: "yourNameRequired", autoComplete: "name" }),
  email: email({
    label: "Business email",
    column: "email",
    required: "businessEmailRequired",
    invalid: "emailInvalid",
  }),
  message: textarea({ label: "Project description", column: "message", rows: 3 }),
});

export type StrategyCallRequest = SubmissionOf<typeof strategyForm>;
