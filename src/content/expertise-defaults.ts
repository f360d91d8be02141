/** Headings and labels the expertise, cloud and industry template uses around each record. */
export const expertiseDefaults = {
  overviewEyebrow: "Overview",
  benefitsEyebrow: "What You Gain",
  benefitsHeading: "How We Help",
  lifecycleEyebrow: "The Student Lifecycle",
  lifecycleHeading: "One Connected Journey, From First Inquiry to Alumni",
  stageLabel: (number: number) => `Stage ${number}`,
  relatedEyebrow: "Keep Exploring",
  relatedHeading: "Related Services",
  ctaHeading: (title: string) => `Ready to Talk About ${title}?`,
  ctaText:
    "Tell us where you are today and what you need to change. A senior consultant will reply within one business day with next steps, not a sales script.",
  ctaButton: "Request a Consultation",
  heroButton: "Talk to an Expert",
  familyLabels: { service: "Services", cloud: "Salesforce Clouds", industry: "Industries" },
};
