import { z } from "zod";
import { cloudSlugs, industrySlugs } from "~/content/paths";
import { type CtaId, ctaIds } from "./calls-to-action";
import categoryList from "./data/lists/blog-categories.json" with { type: "json" };
import {
  allOrNothing,
  choice,
  count,
  date,
  dateTime,
  email,
  entryOf,
  type Field,
  file,
  fileName,
  fixed,
  group,
  httpsUrl,
  identifier,
  type ListOptions,
  list,
  optional,
  pagePath,
  paragraph,
  photoFile,
  rule,
  type Shape,
  text,
  titleWithAddress,
  url,
  withDefault,
  yesNo,
} from "./describe";
import { iconNames } from "./icon-names";

/**
 * Every content type described once (docs/decisions/020-one-description.md): labels and help for
 * the marketing team, limits, choices, optional or not. The build's check (`.zod`), the types
 * (`z.infer`) and the editor's fields (keystatic.config.ts) all come from here and page-schemas.ts;
 * files.ts says which file each describes. `{site.name}`… in a text is filled from site.json
 * (src/content/site.ts), `{n}`-style placeholders where the page puts a number or a name in.
 */

export const siteTokens =
  "Write {site.name}, {site.shortName}, {site.email}, {site.phone}, {site.address} or {site.hours} where the company's name or contact details belong: the names come from Site settings, the contact details from the office of the page's language (Legal notice: companies and host).";
// ——— Building blocks ———
const iconHelp = "One of the site's icons by name. Ask a developer to add a new one (src/content/icon-names.ts).";
export const icon = (label = "Icon") => choice(label, iconNames, iconHelp);
export const illustrationPatterns = ["grid", "orbits", "waves", "nodes", "bars"] as const;
/** Background composition; the same inputs always draw the same picture. */
export const pattern = () =>
  choice("Background pattern", illustrationPatterns, "The shapes drawn behind the icon in the illustration.");
export const link = (label: string, help?: string) =>
  group(label, help, { label: text("Button or link text"), to: pagePath() });
/** A list of links, e.g. a menu's: each a text and where it goes. */
export const links = (label: string, options: ListOptions = {}, item = "Link", linkText = "Text") =>
  list(label, group(item, { label: text(linkText), to: pagePath() }), options);
export const textList = (label: string, options: ListOptions = {}) => list(label, paragraph("Item"), options);
/** A section's eyebrow, heading and lead, then its own fields (which may replace one of the three). */
export const section = <S extends Shape>(label: string, shape: S = {} as S, help?: string) =>
  group(label, help, { eyebrow: text("Eyebrow"), heading: text("Heading"), lead: paragraph("Lead"), ...shape });
export const feature = (label = "Item") =>
  group(label, { icon: icon(), title: text("Title"), description: paragraph("Description") });
export const features = (label: string, options: ListOptions) => list(label, feature(), options);
/** A title, a description and an icon (a solution, a step). */
export const titled = (label: string) =>
  group(label, { title: text("Title"), description: paragraph("Description"), icon: icon() });
/** The headings of a case study's sections: the shared ones, or a study's own (`field` makes each). */
export const caseStudyHeadings = <F extends Field>(label: string, help: string, field: (label: string) => F) =>
  group(label, help, {
    challenges: field("Challenges"),
    solutions: field("Solution"),
    technologies: field("Technology stack"),
    results: field("Outcomes"),
  });
/** Who wrote an article, or who leads the company. */
const person = { name: text("Name"), role: text("Role") };
export const stat = () =>
  group("Stat", { value: text("Number", "As shown, e.g. 10+, 4.9/5 or 98%."), label: text("What it counts") });

/** Drawn from the record (docs/requirements.md "Images") or a photo processed at build; alt text either way. */
const drawing = { motif: icon("Icon in the middle"), pattern: pattern() };
const alt = paragraph("Description for screen readers", "What the picture shows, for people who cannot see it.");
export const illustration = (label = "Illustration") =>
  group(label, {
    kind: fixed("Kind", "illustration", "Drawn by the site from an icon and a pattern."),
    ...drawing,
    alt,
  });
export type Illustration = z.infer<ReturnType<typeof illustration>["zod"]>;
/** A photo from a Markdown file's frontmatter, processed by Astro's image pipeline at build. */
export type Photo = { kind: "photo"; src: string; srcSet: string; width: number; height: number; alt: string };
export type ContentImage = Illustration | Photo;

// ——— The home page (docs/requirements.md "The home page"): its records, then its file ———
const ctaHelp = "Which call to action the statistics count a click on this button as, if any.";
const slideButton = group("Button", {
  label: text("Button text"),
  to: pagePath(),
  variant: choice("Style", ["primary", "secondary", "warm", "ghost"]),
  icon: icon(),
  cta: optional(choice("Counted as", ctaIds as [CtaId, ...CtaId[]], ctaHelp, "(not counted)")),
});
/** Carousel slide: two buttons, each to a real route, with a variant and an icon. */
export const heroSlide = group("Slide", {
  id: text("Slide id", "A short name for the slide, lowercase words joined by hyphens. Not shown."),
  title: text("Title", "The slide's big line."),
  subtitle: paragraph("Subtitle", undefined, { max: 200 }),
  image: illustration(),
  buttons: list("Buttons", slideButton, { length: 2 }),
});
export type HeroSlide = z.infer<typeof heroSlide.zod>;

/** One "Why Choose" badge: a short title and one line of proof. */
export const strength = group("Strength", {
  icon: icon(),
  title: text("Title", undefined, { max: 24 }),
  detail: text("Detail", undefined, { max: 70 }),
});
export type Strength = z.infer<typeof strength.zod>;
/** Colour tokens a methodology step may carry; the picker maps each to design-token classes. */
export const methodologyColours = ["accent", "navy", "warm"] as const;
export type MethodologyColour = (typeof methodologyColours)[number];
/** Methodology step: id, title, description, colour and image description. */
export const methodologyStep = group("Stage", {
  id: identifier("Stage id", "A short name, lowercase words joined by hyphens. Not shown."),
  title: text("Title"),
  description: paragraph("Description"),
  colour: choice("Colour", methodologyColours),
  imageDescription: paragraph("Picture description for screen readers"),
  /** The illustration drawn for the step (its alt text is `imageDescription`). */
  icon: icon(),
  pattern: pattern(),
  highlights: textList("Highlights", { length: 3 }),
});
export type MethodologyStep = z.infer<typeof methodologyStep.zod>;

export const home = file("Home page", {
  meta: group("Search engines", {
    title: text("Title in search results", "Shown in the browser tab and in search results, before the company name."),
    description: paragraph("Description in search results"),
  }),
  slides: list("Carousel slides", heroSlide, {
    length: 4,
    help: "The slides at the top of the home page, in the order they play.",
  }),
  featured: group("What the home page features", {
    industries: list("Industries shown", choice("Industry", industrySlugs), { length: 4 }),
    clouds: list("Clouds shown", choice("Cloud", cloudSlugs), {
      length: 6,
      help: "Three per page of the cloud cards.",
    }),
    caseStudies: list(
      "Case studies shown",
      fileName("Case study", "The file name of a case study, without .md, e.g. retail-transformation-salesforce."),
      { length: 3 },
    ),
  }),
  partnerLogos: list("Partner logos", group("Logo", { name: text("Name") }), {
    length: 7,
    help: "Names in the partner strip. Snowflake and GitHub are drawn as their logos; the others as their names.",
  }),
  strengths: list("Why choose us: badges", strength, { length: 6 }),
  methodology: list("Methodology stages", methodologyStep, { length: 6 }),
  copy: group("Section words", {
    hero: group("Carousel", {
      heading: text("Page heading", `The one h1 above the slides. ${siteTokens}`),
      label: text("Carousel name for screen readers"),
      previous: text("Previous button (screen readers)"),
      next: text("Next button (screen readers)"),
      pause: text("Pause button (screen readers)"),
      play: text("Play button (screen readers)"),
      slideLabel: text("Slide position", "{n} is the slide's number, {total} the number of slides."),
      dotLabel: text("Slide dot", "{n} is the slide's number, {title} its title."),
      roleDescription: text("What screen readers call the carousel", 'E.g. "carousel".'),
      slideRoleDescription: text("What screen readers call a slide", 'E.g. "slide".'),
    }),
    industries: section("Industries section", { more: text("Card link text"), viewAll: link("View all button") }),
    partners: group("Partner strip", { heading: text("Heading") }),
    clouds: section("Clouds section", {
      more: text("Card link text"),
      pagesLabel: text("Page dots (screen readers)"),
      pageLabel: text("One page dot (screen readers)", "{start} and {end} are the first and last card's numbers."),
      status: text("Page status (screen readers)", "{start}, {end} and {total} are filled in."),
    }),
    whyChoose: section("Why choose us section", {
      heading: text("Heading", siteTokens),
      centre: text("Centre mark", siteTokens),
      cta: link("Button"),
    }),
    methodology: section("Methodology section", {
      tabsLabel: text("Stage list (screen readers)"),
      stepLabel: text("Stage number", "{n} is the stage's number."),
    }),
    agentforce: section("Agentforce section", {
      highlights: textList("Highlights", { length: 3 }),
      image: illustration(),
      explore: link("First button"),
      demo: link("Second button"),
    }),
    caseStudies: section("Case studies section", {
      readMore: text("Card link text"),
      viewAll: link("View all button"),
    }),
    blog: section("Latest insights section", { readMore: text("Card link text") }),
    knowledgeHub: section("Knowledge hub section", {
      readMore: text("Card link text"),
      exploreAll: link("Explore all button"),
    }),
    principles: section("Guiding principles section", {}, "The principles themselves are under Guiding principles."),
    inquiry: section(
      "Inquiry section",
      { heading: text("Heading", siteTokens) },
      "The stats beside the form are under Home stats; the form's words under Forms.",
    ),
  }),
});

// ——— Service, cloud and industry pages: one file per page (docs/requirements.md "Page families") ———
export const expertisePage = file("Expertise page", {
  title: titleWithAddress(
    "Fixed: a new page also needs its address in src/content/paths.ts.",
    "The page's heading and its name in menus and cards.",
  ),
  eyebrow: text("Eyebrow"),
  description: paragraph("Description", "Under the heading, on cards and in search results.", { max: 220 }),
  heroIcon: icon("Icon"),
  overview: group("Overview", { heading: text("Heading"), paragraphs: textList("Paragraphs", { min: 1, max: 3 }) }),
  benefits: features("How we help", { min: 4, max: 5 }),
  relatedServices: links("Related pages"),
  ctaText: optional(paragraph("Closing text", "Leave empty for the shared closing text.")),
  contactSubject: optional(
    text("Contact subject", "The contact form's subject from this page's buttons; leave empty for the page title."),
  ),
  lifecycle: optional(
    features("Student lifecycle stages", {
      min: 3,
      max: 6,
      help: "Education Cloud only: leave empty on other pages.",
    }),
  ),
});
export type ExpertisePage = z.infer<typeof expertisePage.zod>;

// ——— Articles and case studies: one Markdown file each (src/content/markdown.ts) ———
export const caseStudyCategories = [
  "Public Sector",
  "Retail & E-Commerce",
  "Education",
  "Manufacturing",
  "AI & Education",
  "Healthcare",
] as const;
const blogCategoryNames = categoryList.categories.map((category) => category.name) as [string, ...string[]];
/** A card's and a hero's picture; `photo` is Astro's `image()` in the build, a file check in markdown.ts. */
function cover<Photo extends z.ZodType>(photo: Photo, folder: string, help: string) {
  const fields = group("Cover picture", help, {
    illustration: optional(group("Drawn illustration", "Used when there is no photo.", drawing)),
    src: optional(photoFile(photo, folder, "Photo", "JPEG, PNG, WebP or AVIF; at least 1920 pixels wide is best.")),
    alt,
  });
  return rule(
    fields,
    (value) => value.illustration !== undefined || value.src !== undefined,
    "give src (a photo file) or illustration (a motif and a pattern); with both, the photo is shown",
  );
}

export function articleFields<Photo extends z.ZodType>(photo: Photo) {
  return {
    title: titleWithAddress("The article is /blog/<this>: lowercase words joined by hyphens."),
    description: paragraph("Description", "Search results, the RSS feed and the card. At most 160 characters.", {
      max: 160,
    }),
    excerpt: optional(
      paragraph("Card text", "Optional: a longer teaser for the card instead of the description.", { max: 220 }),
    ),
    date: date("Published"),
    updated: optional(date("Revised", "When you revise it; not before Published.")),
    author: group("Author", person),
    category: choice("Category", blogCategoryNames, "One of the Insights hub categories."),
    tags: withDefault(list("Tags", text("Tag")), []),
    cover: optional(cover(photo, "articles", "Without a photo, the illustration is drawn.")),
    likes: withDefault(count("Likes", "The number shown on the card."), 0),
    related: withDefault(
      list("Related articles", entryOf("Article", "articles"), {
        max: 2,
        help: "Up to two; the newest of the same category fill the rest.",
      }),
      [],
    ),
    closing: allOrNothing(
      group("Closing button", "Optional: leave both empty for the shared one.", {
        label: text("Button text"),
        to: pagePath(),
      }),
    ),
    draft: withDefault(yesNo("Draft", "A draft is not published."), false),
    publishAt: optional(
      dateTime(
        "Publish at",
        "Optional: the moment it appears on the live site by itself, with the zone, e.g. 2026-12-01T09:00+01:00 (Z for UTC). Until then it is on no page, feed or list; leave empty to publish with the next deploy.",
      ),
    ),
  };
}

export function articleFrontmatter<Photo extends z.ZodType = z.ZodString>(photo: Photo = z.string() as never) {
  return rule(
    group(undefined, articleFields(photo)),
    (article) => article.updated === undefined || article.updated >= article.date,
    "must not be before date",
    ["updated"],
  ).zod;
}
export type ArticleFrontmatter = z.infer<ReturnType<typeof articleFrontmatter<z.ZodString>>>;

const technology = group("Technology", { name: text("Name"), icon: icon() });
const outcome = group("Outcome", { value: text("Number"), label: text("What it measures"), icon: icon() });
export function caseStudyFields<Photo extends z.ZodType>(photo: Photo) {
  return {
    title: titleWithAddress("The case study is /case-studies/<this>."),
    client: text("Client", "Who the client is, described and never named."),
    industry: choice("Industry", caseStudyCategories),
    summary: paragraph("Summary", "For the card and search results.", { max: 220 }),
    date: date("Date", "The list shows the newest first."),
    updated: optional(date("Revised")),
    cover: cover(photo, "case-studies", "Required."),
    objective: paragraph("Objective"),
    challenges: textList("Key challenges", { length: 5 }),
    solutions: list("Solutions", titled("Solution"), { length: 4 }),
    technologies: list("Technology stack", technology, { min: 3, max: 6 }),
    metrics: list("Measurable outcomes", outcome, { length: 4 }),
    /** Section headings where a study has its own (manufacturing, student success). */
    headings: optional(
      caseStudyHeadings("Own section headings", "Optional: leave empty for the shared ones.", (label) =>
        optional(text(label)),
      ),
    ),
    closing: link("Closing button"),
    draft: withDefault(yesNo("Draft", "A draft is not published."), false),
    publishAt: optional(
      dateTime(
        "Publish at",
        "Optional: the moment it appears on the live site by itself, with the zone, e.g. 2026-12-01T09:00+01:00 (Z for UTC). Until then it is on no page, feed or list; leave empty to publish with the next deploy.",
      ),
    ),
  };
}

export const caseStudyFrontmatter = <Photo extends z.ZodType = z.ZodString>(photo: Photo = z.string() as never) =>
  group(undefined, caseStudyFields(photo)).zod;
export type CaseStudyFrontmatter = z.infer<ReturnType<typeof caseStudyFrontmatter<z.ZodString>>>;
// ——— Lists a marketer adds to, reorders and removes from ———
export const jobDepartments = ["Consulting", "Engineering", "Marketing"] as const;
export const jobTypes = ["Full-time", "Contract"] as const;
export const job = group("Role", {
  title: text("Job title"),
  location: text("Location", "e.g. Remote (US) or London, UK / Hybrid."),
  department: choice("Department", jobDepartments),
  type: choice("Type", jobTypes),
  description: paragraph("Description"),
});
export type Job = z.infer<typeof job.zod>;
export const jobs = file("Open roles", {
  jobs: list("Open roles", job, {
    max: 30,
    help: "Shown on the Careers page in this order. With none, the page says there is no open role.",
  }),
});

export const teamMember = group("Person", { ...person, bio: paragraph("Short biography") });
export const leadership = file("Leadership", {
  members: list("People", teamMember, { min: 1, max: 12, help: "Shown on the About page in this order." }),
});
export const partnerTiers = [
  "Crest (Gold) Partner",
  "Select Tier Partner",
  "Registered Partner",
  "Authorized Reseller",
] as const;
export const partner = group("Partner", {
  name: text("Name"),
  tier: choice("Tier", partnerTiers),
  category: text("Category", "e.g. Integration or Analytics."),
  description: paragraph("Description"),
  link: httpsUrl("Website", "Their site, https://… (opens in a new tab)."),
});
export const partners = file("Partners", {
  partners: list("Partners", partner, { min: 1, max: 12, help: "Shown on the Partners page in this order." }),
});
export const homeStats = file("Home stats", {
  stats: list("Stats", stat(), { length: 4, help: "The four tiles beside the home page's form, in this order." }),
});
export const principles = file("Guiding principles", { principles: features("Principles", { length: 6 }) });

const category = group("Category", {
  slug: fileName("Address", "The category page is /blog/category/<this>: lowercase words joined by hyphens."),
  name: text("Name", "Articles name their category by this exact name: renaming one means changing its articles too."),
  description: paragraph("Description", "The category page's lead.", { max: 220 }),
  motif: icon("Icon"),
  pattern: pattern(),
});
export const blogCategories = file("Insights hub categories", {
  categories: list("Categories", category, { min: 1 }),
});

// ——— Languages (docs/decisions/026-languages.md) ———
const language = group("Language", {
  code: formattedCode(),
  name: text("Name", "In the language itself, as the language switcher shows it: Deutsch, Français.", { max: 30 }),
  locale: text("Locale", "How dates and numbers are written (Intl): en-US, de-DE, fr-FR.", {
    max: 20,
    pattern: { regex: /^[a-z]{2}-[A-Z]{2}$/, message: "a locale such as de-DE" },
  }),
  ogLocale: text("Open Graph locale", "og:locale, with an underscore: de_DE.", {
    max: 20,
    pattern: { regex: /^[a-z]{2}_[A-Z]{2}$/, message: "a locale such as de_DE" },
  }),
  default: yesNo("Default", "The language of the pages without a prefix (/about); exactly one is."),
});
/** A language's code: its pages live under /<code>/ and its files under src/content/i18n/<code>/. */
function formattedCode(): Field<z.ZodString> {
  const base = text(
    "Code",
    "Two lowercase letters (ISO 639-1): the address prefix /de/ and the folder src/content/i18n/de/.",
    {
      pattern: { regex: /^[a-z]{2}$/, message: "two lowercase letters, such as de" },
    },
  );
  return { zod: z.string().regex(/^[a-z]{2}$/, "two lowercase letters, such as de"), editor: base.editor };
}
export const languages = file("Languages", {
  languages: rule(
    list("Languages", language, {
      min: 1,
      help: 'Adding one here and its files under src/content/i18n/<code>/ adds its pages (docs/authors.md "Languages").',
    }),
    (entries) =>
      entries.filter((entry) => entry.default).length === 1 &&
      new Set(entries.map((entry) => entry.code)).size === entries.length,
    "exactly one language is the default, and each code appears once",
  ),
});

// ——— Words the whole site shares ———
const profile = group("Profile", {
  name: choice("Network", ["LinkedIn", "Twitter", "Facebook", "YouTube"]),
  href: url("Profile address"),
});
/**
 * How a choice's value reads on the page (src/content/choices.ts `choiceLabel`): the files keep the
 * value the description allows (`Consulting`), in every language, and each language's site.json
 * says how it reads there (`Beratung`). One field per value, named by the value.
 */
function choiceLabels<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  const shape = Object.fromEntries(values.map((value) => [value, text(value, undefined, { max: 40 })]));
  return group(label, shape as Record<Values[number], Field<z.ZodString>>);
}
export const choiceKinds = {
  jobDepartment: jobDepartments,
  jobType: jobTypes,
  partnerTier: partnerTiers,
  caseStudyIndustry: caseStudyCategories,
} as const;
export type ChoiceKind = keyof typeof choiceKinds;

export const site = file("Site settings", {
  name: text("Company name", "Everywhere the site writes {site.name}."),
  shortName: text("Short name", "Everywhere the site writes {site.shortName}."),
  tagline: text("Tagline"),
  origin: httpsUrl(
    "Web address",
    "Where the site is published, e.g. https://www.example.com. Canonical links and the sitemap use it.",
  ),
  privacyEmail: email("Privacy e-mail", "{site.privacyEmail}"),
  blurb: paragraph("About the company (footer)"),
  social: list("Social profiles", profile),
  notifications: group("Notifications", "The messages that pop up in a corner, e.g. after a form is sent.", {
    label: text("Name of their area (screen readers)"),
    dismiss: text("Close button (screen readers)"),
  }),
  choices: group(
    "How choices read",
    "A role's department and type, a partner's tier and a case study's industry are chosen from fixed values, the same in every language; here is how each reads on the page in this language.",
    {
      jobDepartment: choiceLabels("Job departments", jobDepartments),
      jobType: choiceLabels("Job types", jobTypes),
      partnerTier: choiceLabels("Partner tiers", partnerTiers),
      caseStudyIndustry: choiceLabels("Case study industries", caseStudyCategories),
    },
  ),
});
const navColumn = () => group("Column", { heading: text("Heading"), items: links("Links", { min: 1 }) });

/**
 * One entry of the header's bar: a link (`to`), a dropdown (`items`) or a mega menu (`columns`).
 * One flat shape with a `kind`, so the editor shows one form; the rule keeps them apart.
 */
const navItem = rule(
  group("Menu entry", {
    kind: choice(
      "Kind",
      ["link", "dropdown", "mega"],
      "A link (fill in Goes to), a dropdown (fill in Links) or a mega menu (fill in Columns).",
    ),
    label: text("Text"),
    to: optional(pagePath("Goes to", "Only for a link.")),
    items: optional(links("Links")),
    columns: optional(list("Columns", navColumn(), { help: "Only for a mega menu." })),
  }),
  ({ kind, to, items, columns }) => {
    const given = { link: to !== undefined, dropdown: Boolean(items?.length), mega: Boolean(columns?.length) };
    return Object.entries(given).every(([entry, isGiven]) => isGiven === (entry === kind));
  },
  "a link has only `to`, a dropdown only `items`, a mega menu only `columns`",
);
export const navigation = file("Menus and footer links", {
  main: list("Header menu", navItem, { min: 1, max: 6 }),
  requestConsultation: link("Header button"),
  footer: list("Footer link columns", navColumn(), { min: 1, max: 4 }),
  cardLink: group("Card links", {
    topicJoiner: text("Joining word", 'Screen readers hear "Read More about <title>": this is the "about".'),
  }),
  labels: group("Header and footer words", {
    skipLink: text("Skip link", "The first thing keyboard users meet: it jumps past the header."),
    mainMenu: text("Menu name (screen readers)"),
    openMenu: text("Phone menu button (screen readers), closed"),
    closeMenu: text("Phone menu button (screen readers), open"),
    rights: text("Copyright line", "After © year and the company name."),
    privacy: text("Privacy link (footer)"),
    legalNotice: text("Legal notice link (footer)", "Impressum in German, Mentions légales in French."),
    terms: text("Terms link (footer)"),
    social: text("Social profiles list name (screen readers)"),
    newTab: text("Said after a link that opens a new tab (screen readers)"),
  }),
  preview: group("Preview bar", {
    title: text(
      "Title",
      "Across the top of each page of a branch's preview, never on the live site. {branch} is filled in.",
    ),
    changes: text("Before the list of the pages the branch changes"),
    none: text("When the branch changes no page's own words"),
    forms: text("About the forms", "A preview's forms send nothing and store nothing."),
  }),
});

export const strategyPopup = file("Strategy call popup", {
  title: text("Title"),
  sideText: text("Side panel heading"),
  sideLead: paragraph("Side panel text"),
  highlights: textList("Side panel bullet points", { min: 1, max: 4 }),
  description: paragraph("Text above the form"),
  close: text("Close button (screen readers)"),
});

/** The words drawn on each page family's sharing image (1200 × 630, scripts/build/og-images.ts), also its alt text. */
const sharingCard = (family: string) =>
  group(family, {
    eyebrow: text("Small line at the top", undefined, { max: 40 }),
    title: text("Title", "Two lines at most on the picture.", { max: 48 }),
  });

export const sharing = file("Sharing images", {
  company: sharingCard("Home and company pages"),
  services: sharingCard("Services"),
  clouds: sharingCard("Salesforce clouds"),
  industries: sharingCard("Industries"),
  "case-studies": sharingCard("Case studies"),
  insights: sharingCard("Insights Hub and articles"),
});

export const expertiseTemplate = file("Service, cloud and industry pages: shared words", {
  overviewEyebrow: text("Overview eyebrow"),
  benefitsEyebrow: text("Benefits eyebrow"),
  benefitsHeading: text("Benefits heading"),
  lifecycleEyebrow: text("Student lifecycle eyebrow"),
  lifecycleHeading: text("Student lifecycle heading"),
  stageLabel: text("Stage number", "{n} is the stage's number."),
  relatedEyebrow: text("Related eyebrow"),
  relatedHeading: text("Related heading"),
  ctaHeading: text("Closing heading", "{title} is the page's title."),
  ctaText: paragraph("Closing text", "When a page sets none of its own."),
  ctaButton: text("Closing button"),
  heroButton: text("Top button"),
  familyLabels: group("Breadcrumb names", {
    service: text("Services"),
    cloud: text("Clouds"),
    industry: text("Industries"),
  }),
});
