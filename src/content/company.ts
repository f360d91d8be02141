import type { z } from "zod";
import jobsData from "./data/lists/jobs.json" with { type: "json" };
import leadershipData from "./data/lists/leadership.json" with { type: "json" };
import partnersData from "./data/lists/partners.json" with { type: "json" };
import principlesData from "./data/lists/principles.json" with { type: "json" };
import aboutData from "./data/pages/about.json" with { type: "json" };
import careersData from "./data/pages/careers.json" with { type: "json" };
import partnerProgramData from "./data/pages/partner-program.json" with { type: "json" };
import partnersPageData from "./data/pages/partners.json" with { type: "json" };
import referralProgramData from "./data/pages/referral-program.json" with { type: "json" };
import type {
  aboutPageSchema,
  careersPageSchema,
  jobsSchema,
  leadershipSchema,
  partnerProgramPageSchema,
  partnersPageSchema,
  partnersSchema,
  principlesSchema,
  referralProgramPageSchema,
} from "./schemas";
import { withSite } from "./site";

/**
 * The company pages' words: About, Careers, Partners, Partnership Program and Referral Program
 * (spec §2) in src/content/data/pages/, with the lists a marketer adds to, reorders and removes
 * from in src/content/data/lists/: open roles, leadership, partners, and the six guiding
 * principles shared with Home.
 */

type Of<Schema extends z.ZodType> = z.infer<Schema>;

/** Spec §2 Home section 11, titles exactly and in order. */
export const principles = withSite(principlesData as Of<typeof principlesSchema>).principles;

const aboutWords = withSite(aboutData as Of<typeof aboutPageSchema>);
export const about = {
  ...aboutWords,
  leadership: { ...aboutWords.leadership, members: withSite(leadershipData as Of<typeof leadershipSchema>).members },
};

export const careers = {
  ...withSite(careersData as Of<typeof careersPageSchema>),
  jobs: withSite(jobsData as Of<typeof jobsSchema>).jobs,
};

export const partnersPage = {
  ...withSite(partnersPageData as Of<typeof partnersPageSchema>),
  partners: withSite(partnersData as Of<typeof partnersSchema>).partners,
};

export const partnerProgram = withSite(partnerProgramData as Of<typeof partnerProgramPageSchema>);

export const referralProgram = withSite(referralProgramData as Of<typeof referralProgramPageSchema>);
