import jobsData from "./data/lists/jobs.json" with { type: "json" };
import leadershipData from "./data/lists/leadership.json" with { type: "json" };
import partnersData from "./data/lists/partners.json" with { type: "json" };
import principlesData from "./data/lists/principles.json" with { type: "json" };
import aboutData from "./data/pages/about.json" with { type: "json" };
import careersData from "./data/pages/careers.json" with { type: "json" };
import partnerProgramData from "./data/pages/partner-program.json" with { type: "json" };
import partnersPageData from "./data/pages/partners.json" with { type: "json" };
import referralProgramData from "./data/pages/referral-program.json" with { type: "json" };
import { fromFile } from "./data-files";
import {
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

/** Spec §2 Home section 11, titles exactly and in order. */
export const principles = withSite(fromFile("lists/principles", principlesSchema, principlesData)).principles;

const aboutWords = withSite(fromFile("pages/about", aboutPageSchema, aboutData));
export const about = {
  ...aboutWords,
  leadership: {
    ...aboutWords.leadership,
    members: withSite(fromFile("lists/leadership", leadershipSchema, leadershipData)).members,
  },
};

export const careers = {
  ...withSite(fromFile("pages/careers", careersPageSchema, careersData)),
  jobs: withSite(fromFile("lists/jobs", jobsSchema, jobsData)).jobs,
};

export const partnersPage = {
  ...withSite(fromFile("pages/partners", partnersPageSchema, partnersPageData)),
  partners: withSite(fromFile("lists/partners", partnersSchema, partnersData)).partners,
};

export const partnerProgram = withSite(fromFile("pages/partner-program", partnerProgramPageSchema, partnerProgramData));

export const referralProgram = withSite(
  fromFile("pages/referral-program", referralProgramPageSchema, referralProgramData),
);
