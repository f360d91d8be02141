import { z } from "zod";
import { cloudSlugs, industrySlugs, serviceSlugs } from "~/lib/paths";
import { blogCategoryNames } from "./blog-categories";
import { type CtaId, ctaIds } from "./calls-to-action";
import { iconNames } from "./icon-names";

/**
 * Schemas for every content collection. `content.test.ts` parses each record against these and
 * checks what a schema cannot: unique slugs, cross-references and the counts the spec fixes.
 */

const text = z.string().trim().min(1);
/** Internal links start with a slash; the content test checks each one resolves to a route. */
const internalPath = z.string().regex(/^\/[^\s#]*$/, "internal paths start with / and have no #");

export const iconName = z.enum(iconNames);

/**
 * An optional choice, group or list the editor (Keystatic) writes as `""`, `{}` or `[]` when a
 * marketer leaves it empty: empty means "not given", as if the key were absent.
 */
function absentWhenEmpty<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) =>
      value === "" ||
      (Array.isArray(value) && value.length === 0) ||
      (value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)
        ? undefined
        : value,
    schema.optional(),
  );
}

/**
 * An image is either an original illustration drawn from the record (decisions.md "Images") or,
 * later, a photograph processed at build time. Alt text is required either way.
 */
export const illustrationSchema = z.object({
  kind: z.literal("illustration"),
  motif: iconName,
  /** Background composition; the same inputs always draw the same picture. */
  pattern: z.enum(["grid", "orbits", "waves", "nodes", "bars"]),
  alt: text,
});
export type Illustration = z.infer<typeof illustrationSchema>;
/** A photo from a Markdown file's frontmatter, processed by Astro's image pipeline at build. */
export type Photo = { kind: "photo"; src: string; srcSet: string; width: number; height: number; alt: string };
export type ContentImage = Illustration | Photo;

export const benefitSchema = z.object({ icon: iconName, title: text, description: text });
export type Benefit = z.infer<typeof benefitSchema>;

export const linkSchema = z.object({ label: text, to: internalPath });
export type ContentLink = z.infer<typeof linkSchema>;

/** Expertise service, cloud and industry pages (spec §3 "Service page"). */
export const expertisePageSchema = z.object({
  title: text,
  eyebrow: text,
  description: text.max(220),
  heroIcon: iconName,
  overview: z.object({ heading: text, paragraphs: z.array(text).min(1).max(3) }),
  benefits: z.array(benefitSchema).min(4).max(5),
  relatedServices: z.array(linkSchema),
  ctaText: text.optional(),
  contactSubject: text.optional(),
  /** Education Cloud only: its own layout adds a student-lifecycle section (spec §2). */
  lifecycle: absentWhenEmpty(z.array(benefitSchema).min(3).max(6)),
});
export type ExpertisePage = z.infer<typeof expertisePageSchema>;

export const servicePagesSchema = z.record(z.enum(serviceSlugs), expertisePageSchema);
export const cloudPagesSchema = z.record(z.enum(cloudSlugs), expertisePageSchema);
export const industryPagesSchema = z.record(z.enum(industrySlugs), expertisePageSchema);

export const caseStudyCategories = [
  "Public Sector",
  "Retail & E-Commerce",
  "Education",
  "Manufacturing",
  "AI & Education",
  "Healthcare",
] as const;

export const metricSchema = z.object({ value: text, label: text, icon: iconName });

// ——— Articles and case studies: one Markdown file each (src/content/markdown.ts) ———

/**
 * A date written 2024-10-26. The files are read with YAML's core schema (dates stay text), so a
 * date such as 2024-13-45 is refused rather than rolled over into the next year.
 */
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: "expected a date written YYYY-MM-DD, e.g. 2024-10-26" }),
);
const slugName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a file name such as data-cloud-guide");

/**
 * The picture of a card and a page's hero: drawn by the illustration system from a motif and a
 * pattern, or a photo file next to the Markdown (`photo` is Astro's `image()` in the collection,
 * a file-exists check in src/content/markdown.ts).
 */
function coverSchema(photo: z.ZodType) {
  return z
    .strictObject({
      illustration: z.strictObject({ motif: iconName, pattern: illustrationSchema.shape.pattern }).optional(),
      src: photo.optional(),
      alt: text,
    })
    .refine((cover) => cover.illustration !== undefined || cover.src !== undefined, {
      error: "give src (a photo file) or illustration (a motif and a pattern); with both, the photo is shown",
    });
}

export function articleFrontmatter(photo: z.ZodType = z.string()) {
  return z
    .strictObject({
      title: text,
      /** The search result and feed summary; also the card's text unless `excerpt` is given. */
      description: text.max(160),
      excerpt: text.max(220).optional(),
      date: isoDate,
      updated: isoDate.optional(),
      author: z.strictObject({ name: text, role: text }),
      category: z.enum(blogCategoryNames),
      tags: z.array(text).default([]),
      /** Without one, the article is drawn with its category's motif and pattern. */
      cover: coverSchema(photo).optional(),
      likes: z.number().int().nonnegative().default(0),
      /** Up to two other articles by file name; the newest of the same category fill the rest. */
      related: z.array(slugName).max(2).default([]),
      closing: absentWhenEmpty(linkSchema),
      draft: z.boolean().default(false),
    })
    .refine((article) => article.updated === undefined || article.updated >= article.date, {
      error: "must not be before date",
      path: ["updated"],
    });
}
export type ArticleFrontmatter = z.infer<ReturnType<typeof articleFrontmatter>>;

export function caseStudyFrontmatter(photo: z.ZodType = z.string()) {
  return z.strictObject({
    title: text,
    /** Who the client is, described and never named (spec §2). */
    client: text,
    industry: z.enum(caseStudyCategories),
    summary: text.max(220),
    /** The list shows the newest first. */
    date: isoDate,
    updated: isoDate.optional(),
    cover: coverSchema(photo),
    objective: text,
    challenges: z.array(text).length(5),
    solutions: z.array(z.strictObject({ title: text, description: text, icon: iconName })).length(4),
    technologies: z
      .array(z.strictObject({ name: text, icon: iconName }))
      .min(3)
      .max(6),
    metrics: z.array(metricSchema).length(4),
    /** Section headings where a study has its own (manufacturing, student success). */
    headings: z
      .strictObject({ challenges: text, solutions: text, technologies: text, results: text })
      .partial()
      .optional(),
    closing: linkSchema,
    draft: z.boolean().default(false),
  });
}
export type CaseStudyFrontmatter = z.infer<ReturnType<typeof caseStudyFrontmatter>>;

// ——— Company pages ———

/** Eyebrow, heading and lead: the section rhythm every page follows (decisions.md "Brand and look"). */
export const introSchema = z.object({ eyebrow: text, title: text, lead: text });
export type Intro = z.infer<typeof introSchema>;

export const statSchema = z.object({ value: text, label: text });

/** Services page cards (spec §2 "Services page"): description and exactly four bullets. */
export const serviceCardSchema = z.object({
  title: text,
  icon: iconName,
  description: text,
  details: z.array(text).length(4),
});

/** Industries page cards (spec §2 "Industries page"): key challenges and solutions. */
export const industryCardSchema = z.object({
  title: text,
  icon: iconName,
  description: text,
  challenges: z.array(text).min(3).max(4),
  solutions: z.array(text).min(3).max(4),
});

export const teamMemberSchema = z.object({ name: text, role: text, bio: text });

export const jobDepartments = ["Consulting", "Engineering", "Marketing"] as const;
export const jobSchema = z.object({
  title: text,
  location: text,
  department: z.enum(jobDepartments),
  type: z.enum(["Full-time", "Contract"]),
  description: text,
});
export type Job = z.infer<typeof jobSchema>;

export const partnerTiers = [
  "Crest (Gold) Partner",
  "Select Tier Partner",
  "Registered Partner",
  "Authorized Reseller",
] as const;
export const partnerSchema = z.object({
  name: text,
  tier: z.enum(partnerTiers),
  category: text,
  description: text,
  /** External: opens in a new tab. */
  link: z.url({ protocol: /^https$/ }),
});
export type Partner = z.infer<typeof partnerSchema>;

export const stepSchema = z.object({ title: text, description: text, icon: iconName });

export const privacySectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text).min(1),
  list: absentWhenEmpty(z.array(text)),
});

// ——— Home page (spec §2 "Home page", §3) ———

/** Carousel slide (spec §3): two buttons, each to a real route, with a variant and an icon. */
export const heroSlideSchema = z.object({
  id: text,
  title: text,
  subtitle: text.max(200),
  image: illustrationSchema,
  buttons: z
    .array(
      z.object({
        label: text,
        to: internalPath,
        variant: z.enum(["primary", "secondary", "warm", "ghost"]),
        icon: iconName,
        /** Marks the button as a call to action the measurement counts (calls-to-action.ts). */
        cta: absentWhenEmpty(z.enum(ctaIds as [CtaId, ...CtaId[]])),
      }),
    )
    .length(2),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A logo in the partner strip: a simple-icons path where the package has the brand, else a wordmark. */
export const partnerLogoSchema = z.object({ name: text, mark: z.string().min(1).optional() });
export type PartnerLogo = z.infer<typeof partnerLogoSchema>;

/** One "Why Choose" badge: a short title and one line of proof. */
export const strengthSchema = z.object({ icon: iconName, title: text.max(24), detail: text.max(70) });
export type Strength = z.infer<typeof strengthSchema>;

/** Colour tokens a methodology step may carry; the picker maps each to design-token classes. */
export const methodologyColours = ["accent", "navy", "warm"] as const;
export type MethodologyColour = (typeof methodologyColours)[number];

/** Methodology step (spec §3): id, title, description, colour and image description. */
export const methodologyStepSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  description: text,
  colour: z.enum(methodologyColours),
  imageDescription: text,
  /** The illustration drawn for the step (its alt text is `imageDescription`). */
  icon: iconName,
  pattern: illustrationSchema.shape.pattern,
  highlights: z.array(text).length(3),
});
export type MethodologyStep = z.infer<typeof methodologyStepSchema>;

// ——— The site's words as data files (src/content/data/, docs/decisions/015-content-model-and-editor.md) ———
//
// One schema per file. The files are JSON, edited in Keystatic (keystatic.config.ts mirrors every
// field and limit here; keystatic-schema.test.ts checks the two agree). `{site.name}`,
// `{site.shortName}`, `{site.email}`, `{site.privacyEmail}`, `{site.phone}` and `{site.address}` in
// any text are filled from site.json (decisions.md 11); `{n}`-style placeholders are filled where
// the page puts a number or a name in (src/lib/template.ts).

const paragraphs = z.array(text).min(1);
const featureSchema = z.strictObject({ icon: iconName, title: text, description: text });
/** A call to action: its words and where its button goes. */
const linkBlockSchema = z.strictObject({ heading: text, text, label: text, to: internalPath });
const blockSchema = z.strictObject({ heading: text, text });
const toastSchema = z.strictObject({ title: text, description: text });
const fieldCopySchema = z.strictObject({ label: text, placeholder: text.optional(), hint: text.optional() });

export const siteSchema = z.strictObject({
  name: text,
  shortName: text,
  tagline: text,
  origin: z.url({ protocol: /^https$/ }),
  email: z.email(),
  privacyEmail: z.email(),
  phone: text,
  address: z.strictObject({ street: text, locality: text, region: text, postalCode: text, country: text }),
  blurb: text,
  social: z.array(z.strictObject({ name: z.enum(["LinkedIn", "Twitter", "Facebook", "YouTube"]), href: z.url() })),
});
export type Site = z.infer<typeof siteSchema>;

const navLinkSchema = linkSchema.strict();
const navColumnSchema = z.strictObject({ heading: text, items: z.array(navLinkSchema).min(1) });
/**
 * One entry of the header's bar: a link (`to`), a dropdown (`items`) or a mega menu (`columns`).
 * One flat shape with a `kind`, so the editor shows one form; the refinement keeps them apart.
 */
const navItemSchema = z
  .strictObject({
    kind: z.enum(["link", "dropdown", "mega"]),
    label: text,
    to: internalPath.optional(),
    items: z.array(navLinkSchema).optional(),
    columns: z.array(navColumnSchema).optional(),
  })
  .refine(
    (item) =>
      item.kind === "link"
        ? item.to !== undefined && !item.items?.length && !item.columns?.length
        : item.kind === "dropdown"
          ? item.items?.length && item.to === undefined && !item.columns?.length
          : item.columns?.length && item.to === undefined && !item.items?.length,
    { error: "a link has only `to`, a dropdown only `items`, a mega menu only `columns`" },
  );
export const navigationSchema = z.strictObject({
  main: z.array(navItemSchema).min(1).max(6),
  requestConsultation: navLinkSchema,
  footer: z.array(navColumnSchema).min(1).max(4),
  cardLink: z.strictObject({ topicJoiner: text }),
});

export const formsSchema = z.strictObject({
  shared: z.strictObject({
    submitting: text,
    optional: text,
    sendFailed: toastSchema,
    tooLarge: toastSchema,
    honeypotLabel: text,
    rateLimited: toastSchema.extend({ oneMinute: text, minutes: text }),
  }),
  homeInquiry: z.strictObject({
    heading: text,
    lead: text,
    fields: z.strictObject({
      fullName: fieldCopySchema,
      workEmail: fieldCopySchema,
      companyName: fieldCopySchema,
      message: fieldCopySchema,
      agreeToTerms: fieldCopySchema,
    }),
    privacy: z.strictObject({ before: text, link: text, newTab: text }),
    submit: text,
    toasts: z.strictObject({ invalid: toastSchema, success: toastSchema }),
  }),
  contact: z.strictObject({
    heading: text,
    lead: text,
    fields: z.strictObject({
      name: fieldCopySchema,
      email: fieldCopySchema,
      company: fieldCopySchema,
      role: fieldCopySchema,
      subject: fieldCopySchema,
      message: fieldCopySchema,
    }),
    submit: text,
    toasts: z.strictObject({ invalid: toastSchema, success: toastSchema }),
  }),
  strategy: z.strictObject({
    fields: z.strictObject({
      name: fieldCopySchema,
      businessEmail: fieldCopySchema,
      projectDescription: fieldCopySchema,
    }),
    submit: text,
    toasts: z.strictObject({ invalid: toastSchema, success: toastSchema }),
  }),
});

export const strategyPopupSchema = z.strictObject({
  title: text,
  sideText: text,
  sideLead: text,
  highlights: z.array(text).min(1).max(4),
  description: text,
  close: text,
});

export const expertiseTemplateSchema = z.strictObject({
  overviewEyebrow: text,
  benefitsEyebrow: text,
  benefitsHeading: text,
  lifecycleEyebrow: text,
  lifecycleHeading: text,
  stageLabel: text,
  relatedEyebrow: text,
  relatedHeading: text,
  ctaHeading: text,
  ctaText: text,
  ctaButton: text,
  heroButton: text,
  familyLabels: z.strictObject({ service: text, cloud: text, industry: text }),
});

export const blogCategorySchema = z.strictObject({
  slug: slugName,
  name: text,
  description: text.max(220),
  motif: iconName,
  pattern: illustrationSchema.shape.pattern,
});
export const blogCategoriesSchema = z.strictObject({ categories: z.array(blogCategorySchema).min(1) });

export const principlesSchema = z.strictObject({ principles: z.array(featureSchema).length(6) });
export const leadershipSchema = z.strictObject({ members: z.array(teamMemberSchema.strict()).min(1).max(12) });
export const jobsSchema = z.strictObject({ jobs: z.array(jobSchema.strict()).max(30) });
export const partnersSchema = z.strictObject({ partners: z.array(partnerSchema.strict()).min(1).max(12) });
export const homeStatsSchema = z.strictObject({ stats: z.array(statSchema.strict()).length(4) });

const buttonSchema = heroSlideSchema.shape.buttons.element.strict();
export const homePageSchema = z.strictObject({
  meta: z.strictObject({ title: text, description: text }),
  slides: z
    .array(
      heroSlideSchema.extend({ image: illustrationSchema.strict(), buttons: z.array(buttonSchema).length(2) }).strict(),
    )
    .length(4),
  featured: z.strictObject({
    industries: z.array(z.enum(industrySlugs)).length(4),
    clouds: z.array(z.enum(cloudSlugs)).length(6),
    caseStudies: z.array(slugName).length(3),
  }),
  partnerLogos: z.array(z.strictObject({ name: text })).length(7),
  strengths: z.array(strengthSchema.strict()).length(6),
  methodology: z.array(methodologyStepSchema.strict()).length(6),
  copy: z.strictObject({
    hero: z.strictObject({
      heading: text,
      label: text,
      previous: text,
      next: text,
      pause: text,
      play: text,
      slideLabel: text,
      dotLabel: text,
    }),
    industries: z.strictObject({ eyebrow: text, heading: text, lead: text, more: text, viewAll: navLinkSchema }),
    partners: z.strictObject({ heading: text }),
    clouds: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      more: text,
      pagesLabel: text,
      pageLabel: text,
      status: text,
    }),
    whyChoose: z.strictObject({ eyebrow: text, heading: text, lead: text, centre: text, cta: navLinkSchema }),
    methodology: z.strictObject({ eyebrow: text, heading: text, lead: text, tabsLabel: text, stepLabel: text }),
    agentforce: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      highlights: z.array(text).length(3),
      image: illustrationSchema.strict(),
      explore: navLinkSchema,
      demo: navLinkSchema,
    }),
    caseStudies: z.strictObject({ eyebrow: text, heading: text, lead: text, readMore: text, viewAll: navLinkSchema }),
    blog: z.strictObject({ eyebrow: text, heading: text, lead: text, readMore: text }),
    knowledgeHub: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      readMore: text,
      exploreAll: navLinkSchema,
    }),
    principles: z.strictObject({ eyebrow: text, heading: text, lead: text }),
    inquiry: z.strictObject({ eyebrow: text, heading: text, lead: text }),
  }),
});

const intro = introSchema.strict();
const stats = z.array(statSchema.strict());

export const aboutPageSchema = z.strictObject({
  intro,
  story: z.strictObject({ heading: text, paragraphs: paragraphs.max(4) }),
  stats: stats.min(1).max(4),
  principlesHeading: text,
  /** Which of the six principles the page shows, by title (principles.json). */
  principleTitles: z.array(text).min(1).max(6),
  partnership: blockSchema,
  careers: linkBlockSchema,
  leadership: z.strictObject({ heading: text, lead: text }),
});

export const careersPageSchema = z.strictObject({
  intro,
  benefitsHeading: text,
  benefits: z.array(featureSchema).length(4),
  openingsHeading: text,
  openingsCta: text,
  openingsLead: text,
  emptyMessage: blockSchema,
  generalApplication: linkBlockSchema,
});

export const partnersPageSchema = z.strictObject({ intro, gridHeading: text, cta: linkBlockSchema });

export const partnerProgramPageSchema = z.strictObject({
  intro,
  benefitsHeading: text,
  benefits: z.array(featureSchema).length(4),
  whoHeading: text,
  who: z.array(featureSchema).length(4),
  cta: linkBlockSchema,
});

export const referralProgramPageSchema = z.strictObject({
  intro,
  benefitsHeading: text,
  benefits: z.array(featureSchema).length(4),
  stepsHeading: text,
  steps: z.array(stepSchema.strict()).length(3),
  cta: linkBlockSchema,
});

export const contactPageSchema = z.strictObject({
  intro,
  metaDescription: text,
  channels: z.strictObject({
    heading: text,
    items: z
      .array(z.strictObject({ kind: z.enum(["address", "email", "phone"]), icon: iconName, label: text, note: text }))
      .length(3),
  }),
  map: z.strictObject({ alt: text, street: text }),
  nextSteps: z.strictObject({
    heading: text,
    steps: z.array(z.strictObject({ title: text, description: text })).length(3),
  }),
});

export const privacyPageSchema = z.strictObject({
  intro,
  sections: z.array(privacySectionSchema.strict()).length(9),
  contactHeading: text,
});

export const servicesPageSchema = z.strictObject({
  intro,
  gridHeading: text,
  cards: z.array(serviceCardSchema.strict()).length(8),
  closing: blockSchema,
});

export const industriesPageSchema = z.strictObject({
  intro,
  gridHeading: text,
  challengesLabel: text,
  solutionsLabel: text,
  cards: z.array(industryCardSchema.strict()).length(6),
  closing: blockSchema.extend({ label: text }),
});

/** One word for each family of search results (src/lib/search/families.ts). */
const searchFamilyWords = z.strictObject({
  article: text,
  "case-study": text,
  service: text,
  cloud: text,
  industry: text,
  company: text,
});

export const searchPageSchema = z.strictObject({
  open: text,
  openHint: text,
  dialogTitle: text,
  label: text,
  placeholder: text,
  close: text,
  submit: text,
  page: z.strictObject({
    title: text,
    eyebrow: text,
    lead: text,
    metaDescription: text.max(160),
    familyLabel: text,
    allFamilies: text,
    families: searchFamilyWords,
  }),
  noScript: z.strictObject({ heading: text, text, hub: text }),
  prompt: text,
  searching: text,
  results: text,
  resultNoun: z.strictObject({ one: text, other: text }),
  none: text,
  noneHint: text,
  failed: text,
  allResults: text,
  more: text,
  families: searchFamilyWords,
});

export const notFoundPageSchema = z.strictObject({
  heading: text,
  text,
  homeLink: navLinkSchema,
  metaDescription: text,
  suggestionsHeading: text,
  suggestions: z.array(navLinkSchema).min(1).max(6),
});

export const caseStudiesPageSchema = z.strictObject({
  list: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    metaDescription: text.max(160),
    discuss: navLinkSchema,
    gridHeading: text,
    readMore: text,
  }),
  closing: blockSchema,
  detail: z.strictObject({
    clientLabel: text,
    introduction: text,
    objective: text,
    headings: z.strictObject({ challenges: text, solutions: text, technologies: text, results: text }),
  }),
});

export const blogPageSchema = z.strictObject({
  hub: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    metaDescription: text.max(160),
    listLabel: text,
    searchLabel: text,
    searchPlaceholder: text,
    readMore: text,
    loadMore: text,
    results: text,
    resultNoun: z.strictObject({ one: text, other: text }),
    range: text,
    pageTitle: text,
    pageDescription: text.max(160),
    newer: text,
    searching: text,
    searchFailed: text,
    empty: text,
    emptyHint: text,
    clear: text,
  }),
  category: z.strictObject({ eyebrow: text, title: text }),
  feed: z.strictObject({ title: text, description: text }),
  article: z.strictObject({
    defaultClosing: navLinkSchema,
    back: text,
    by: text,
    minutesRead: text,
    likes: text,
    shareHeading: text,
    share: z.strictObject({ linkedin: text, twitter: text, facebook: text, copy: text }),
    copied: toastSchema,
    copyFailed: toastSchema,
    relatedHeading: text,
  }),
});
