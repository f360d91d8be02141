import { contactPath } from "~/lib/paths";

/** The words around the case study records: list page and the detail template's defaults. */
export const caseStudyCopy = {
  list: {
    eyebrow: "Case Studies",
    heading: "Our Client Success Stories",
    lead: "Agencies, universities, retailers, manufacturers and care providers trusted us with platforms their people use every day. Here is what changed for them, in their numbers.",
    metaDescription:
      "Salesforce, data and AI case studies from public sector, education, retail, manufacturing and healthcare clients, with the outcomes each program delivered.",
    discuss: { label: "Discuss Your Project", to: contactPath({ subject: "Discuss My Project" }) },
    gridHeading: "Featured Engagements",
    readMore: "Read Full Story",
  },
  closing: {
    heading: "Facing a Similar Challenge?",
    text: "Every engagement on this page started with a short conversation about goals and constraints. Tell us about yours.",
  },
  detail: {
    clientLabel: "Client",
    introduction: "Introduction",
    objective: "Objective",
    headings: {
      challenges: "Key Challenges",
      solutions: "Our Solution",
      technologies: "Technology Stack",
      results: "Measurable Outcomes",
    },
  },
};
