/** The strategy-call popup's words (spec §2 "Strategy-call popup"); the form's own live in forms.ts. */
export const strategyPopup = {
  /** Spec §2, exactly. */
  title: "Get a Free 30-Minute Strategy Call",
  /** Spec §2, exactly. */
  sideText: "Don't Leave Just Yet!",
  sideLead: "Before you go: half an hour with a senior Salesforce architect, at no cost and with no sales pitch.",
  highlights: [
    "A candid read on your current Salesforce, data or DevOps setup",
    "Two or three quick wins you can act on this quarter",
    "An honest view of effort, cost and risk for your next step",
  ],
  description: "Share a few details and we will propose times that suit you. It takes less than a minute.",
  close: "Close",
};
