import { collection, config, fields, singleton } from "@keystatic/core";
import { blogCategoryNames } from "./src/content/blog-categories";
import { ctaIds } from "./src/content/calls-to-action";
import { iconNames } from "./src/content/icon-names";
import { caseStudyCategories, jobDepartments, methodologyColours, partnerTiers } from "./src/content/schemas";
import { cloudSlugs, industrySlugs } from "./src/lib/paths";

/**
 * The editor (Keystatic) over the site's content files (docs/decisions/015-content-model-and-editor.md).
 * Every singleton and collection here mirrors a zod schema in src/content/schemas.ts, field for
 * field and limit for limit; keystatic-schema.test.ts fails when the two disagree. Labels and help
 * texts are written for the marketing team, who edit in the browser at /keystatic (`npm run cms`).
 *
 * Storage: the checkout's files (local mode) unless PUBLIC_KEYSTATIC_GITHUB_REPO names the GitHub
 * repository (`owner/name`): then every save is a commit on a branch of that repository (README
 * "Editing the site"). PUBLIC_, because the editor's page in the browser reads this file too.
 */

// ——— Building blocks ———

type TextOptions = { max?: number; multiline?: boolean; optional?: boolean };

/** A piece of text. Required unless `optional`; `max` is the schema's character limit. */
function words(label: string, description?: string, { max, multiline, optional }: TextOptions = {}) {
  return fields.text({ label, description, multiline, validation: { length: { min: optional ? 0 : 1, max } } });
}

/** Longer text, edited in a box that grows. */
function paragraph(label: string, description?: string, options: TextOptions = {}) {
  return words(label, description, { multiline: true, ...options });
}

const siteTokens =
  "Write {site.name}, {site.shortName}, {site.email}, {site.phone} or {site.address} where the company's name or contact details belong: they are filled in from Site settings.";

/** An address on this site: what internalPath in schemas.ts accepts. */
function pagePath(label = "Goes to", description?: string, optional = false) {
  return fields.text({
    label,
    description:
      description ??
      "A page of this site, starting with /: /contact, /expertise/services/devops, or /contact?subject=Discovery%20Call to fill in the contact form's subject.",
    validation: {
      length: { min: optional ? 0 : 1 },
      pattern: { regex: /^(\/[^\s#]*)?$/, message: "Start with / and leave out spaces and #" },
    },
  });
}

function link(label: string, description?: string) {
  return fields.object({ label: words("Button or link text"), to: pagePath() }, { label, description });
}

function choice<const Value extends string>(label: string, values: readonly Value[], description?: string) {
  const [first] = values;
  if (first === undefined) throw new Error(`${label}: no options`);
  return fields.select({
    label,
    description,
    options: values.map((value) => ({ label: value, value })),
    defaultValue: first,
  });
}

const icon = (label = "Icon") =>
  choice(
    label,
    iconNames,
    "One of the site's icons by name. Ask a developer to add a new one (src/content/icon-names.ts).",
  );
const illustrationPatterns = ["grid", "orbits", "waves", "nodes", "bars"] as const;
const pattern = () =>
  choice("Background pattern", illustrationPatterns, "The shapes drawn behind the icon in the illustration.");

type Limits = { min?: number; max?: number; length?: number };
// biome-ignore lint/suspicious/noExplicitAny: Keystatic's preview props are typed per element; a label reads one field of any element
type ItemLabel = (props: any) => string;

/** A list the editor lets you add to, reorder (drag) and remove from, within the schema's limits. */
function list<Element extends Parameters<typeof fields.array>[0]>(
  element: Element,
  label: string,
  limits: Limits = {},
  description?: string,
  itemLabel?: ItemLabel,
) {
  const min = limits.length ?? limits.min;
  const max = limits.length ?? limits.max;
  const count =
    limits.length !== undefined
      ? `Exactly ${limits.length}.`
      : [min !== undefined && `At least ${min}.`, max !== undefined && `At most ${max}.`].filter(Boolean).join(" ");
  return fields.array(element, {
    label,
    description: [description, count].filter(Boolean).join(" ") || undefined,
    itemLabel,
    validation: { length: { min, max } },
  });
}

/** The list label of an item: one of its fields (`title`, `name`, `label`…), or the text itself. */
const by =
  (key?: string): ItemLabel =>
  (props) =>
    String((key ? props.fields[key]?.value : props.value) ?? "") || "(new)";

const textList = (label: string, limits: Limits = {}, description?: string) =>
  list(paragraph("Item"), label, limits, description, by());

const intro = () =>
  fields.object(
    {
      eyebrow: words("Eyebrow", "The short line above the page's heading."),
      title: words("Heading", "The page's main heading (its h1)."),
      lead: paragraph("Lead", "The sentence or two under the heading."),
    },
    { label: "Top of the page" },
  );

const block = (label: string) => fields.object({ heading: words("Heading"), text: paragraph("Text") }, { label });
const linkBlock = (label: string) =>
  fields.object(
    { heading: words("Heading"), text: paragraph("Text"), label: words("Button text"), to: pagePath() },
    { label },
  );
const feature = () =>
  fields.object({ icon: icon(), title: words("Title"), description: paragraph("Description") }, { label: "Item" });
const features = (label: string, limits: Limits) => list(feature(), label, limits, undefined, by("title"));
const toast = (label: string, description?: string) =>
  fields.object({ title: words("Title"), description: paragraph("Message") }, { label, description });
const fieldCopy = (label: string) =>
  fields.object(
    {
      label: words("Label"),
      placeholder: words("Placeholder", "Example text shown in the empty box.", { optional: true }),
      hint: words("Hint", "A line of help under the box.", { optional: true }),
    },
    { label },
  );
const illustration = (label = "Illustration") =>
  fields.object(
    {
      kind: choice("Kind", ["illustration"] as const, "Drawn by the site from an icon and a pattern."),
      motif: icon("Icon in the middle"),
      pattern: pattern(),
      alt: paragraph("Description for screen readers", "What the picture shows, for people who cannot see it."),
    },
    { label },
  );
const stat = () =>
  fields.object(
    { value: words("Number", "As shown, e.g. 10+, 4.9/5 or 98%."), label: words("What it counts") },
    { label: "Stat" },
  );

const json = { data: "json" } as const;
const data = (path: string) => `src/content/data/${path}`;

// ——— Pages and site-wide words (one file each) ———

const home = singleton({
  label: "Home page",
  path: data("pages/home"),
  format: json,
  schema: {
    meta: fields.object(
      {
        title: words(
          "Title in search results",
          "Shown in the browser tab and in search results, before the company name.",
        ),
        description: paragraph("Description in search results"),
      },
      { label: "Search engines" },
    ),
    slides: list(
      fields.object(
        {
          id: words("Slide id", "A short name for the slide, lowercase words joined by hyphens. Not shown."),
          title: words("Title", "The slide's big line."),
          subtitle: paragraph("Subtitle", undefined, { max: 200 }),
          image: illustration(),
          buttons: list(
            fields.object(
              {
                label: words("Button text"),
                to: pagePath(),
                variant: choice("Style", ["primary", "secondary", "warm", "ghost"] as const),
                icon: icon(),
                cta: fields.select({
                  label: "Counted as",
                  description: "Which call to action the statistics count a click on this button as, if any.",
                  options: [{ label: "(not counted)", value: "" }, ...ctaIds.map((id) => ({ label: id, value: id }))],
                  defaultValue: "",
                }),
              },
              { label: "Button" },
            ),
            "Buttons",
            { length: 2 },
            undefined,
            by("label"),
          ),
        },
        { label: "Slide" },
      ),
      "Carousel slides",
      { length: 4 },
      "The slides at the top of the home page, in the order they play.",
      by("title"),
    ),
    featured: fields.object(
      {
        industries: list(choice("Industry", industrySlugs), "Industries shown", { length: 4 }, undefined, by()),
        clouds: list(
          choice("Cloud", cloudSlugs),
          "Clouds shown",
          { length: 6 },
          "Three per page of the cloud cards.",
          by(),
        ),
        caseStudies: list(
          fields.text({
            label: "Case study",
            description: "The file name of a case study, without .md, e.g. retail-transformation-salesforce.",
            validation: {
              length: { min: 1 },
              pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: "lowercase words joined by hyphens" },
            },
          }),
          "Case studies shown",
          { length: 3 },
          undefined,
          by(),
        ),
      },
      { label: "What the home page features" },
    ),
    partnerLogos: list(
      fields.object({ name: words("Name") }, { label: "Logo" }),
      "Partner logos",
      { length: 7 },
      "Names in the partner strip. Snowflake and GitHub are drawn as their logos; the others as their names.",
      by("name"),
    ),
    strengths: list(
      fields.object(
        {
          icon: icon(),
          title: words("Title", undefined, { max: 24 }),
          detail: words("Detail", undefined, { max: 70 }),
        },
        { label: "Strength" },
      ),
      "Why choose us: badges",
      { length: 6 },
      undefined,
      by("title"),
    ),
    methodology: list(
      fields.object(
        {
          id: fields.text({
            label: "Stage id",
            description: "A short name, lowercase words joined by hyphens. Not shown.",
            validation: {
              length: { min: 1 },
              pattern: { regex: /^[a-z-]+$/, message: "lowercase letters and hyphens" },
            },
          }),
          title: words("Title"),
          description: paragraph("Description"),
          colour: choice("Colour", methodologyColours),
          imageDescription: paragraph("Picture description for screen readers"),
          icon: icon(),
          pattern: pattern(),
          highlights: textList("Highlights", { length: 3 }),
        },
        { label: "Stage" },
      ),
      "Methodology stages",
      { length: 6 },
      undefined,
      by("title"),
    ),
    copy: fields.object(
      {
        hero: fields.object(
          {
            heading: words("Page heading", `The one h1 above the slides. ${siteTokens}`),
            label: words("Carousel name for screen readers"),
            previous: words("Previous button (screen readers)"),
            next: words("Next button (screen readers)"),
            pause: words("Pause button (screen readers)"),
            play: words("Play button (screen readers)"),
            slideLabel: words("Slide position", "{n} is the slide's number, {total} the number of slides."),
            dotLabel: words("Slide dot", "{n} is the slide's number, {title} its title."),
          },
          { label: "Carousel" },
        ),
        industries: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            more: words("Card link text"),
            viewAll: link("View all button"),
          },
          { label: "Industries section" },
        ),
        partners: fields.object({ heading: words("Heading") }, { label: "Partner strip" }),
        clouds: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            more: words("Card link text"),
            pagesLabel: words("Page dots (screen readers)"),
            pageLabel: words(
              "One page dot (screen readers)",
              "{start} and {end} are the first and last card's numbers.",
            ),
            status: words("Page status (screen readers)", "{start}, {end} and {total} are filled in."),
          },
          { label: "Clouds section" },
        ),
        whyChoose: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading", siteTokens),
            lead: paragraph("Lead"),
            centre: words("Centre mark", siteTokens),
            cta: link("Button"),
          },
          { label: "Why choose us section" },
        ),
        methodology: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            tabsLabel: words("Stage list (screen readers)"),
            stepLabel: words("Stage number", "{n} is the stage's number."),
          },
          { label: "Methodology section" },
        ),
        agentforce: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            highlights: textList("Highlights", { length: 3 }),
            image: illustration(),
            explore: link("First button"),
            demo: link("Second button"),
          },
          { label: "Agentforce section" },
        ),
        caseStudies: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            readMore: words("Card link text"),
            viewAll: link("View all button"),
          },
          { label: "Case studies section" },
        ),
        blog: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            readMore: words("Card link text"),
          },
          { label: "Latest insights section" },
        ),
        knowledgeHub: fields.object(
          {
            eyebrow: words("Eyebrow"),
            heading: words("Heading"),
            lead: paragraph("Lead"),
            readMore: words("Card link text"),
            exploreAll: link("Explore all button"),
          },
          { label: "Knowledge hub section" },
        ),
        principles: fields.object(
          { eyebrow: words("Eyebrow"), heading: words("Heading"), lead: paragraph("Lead") },
          {
            label: "Guiding principles section",
            description: "The principles themselves are under Guiding principles.",
          },
        ),
        inquiry: fields.object(
          { eyebrow: words("Eyebrow"), heading: words("Heading", siteTokens), lead: paragraph("Lead") },
          {
            label: "Inquiry section",
            description: "The stats beside the form are under Home stats; the form's words under Forms.",
          },
        ),
      },
      { label: "Section words" },
    ),
  },
});

const about = singleton({
  label: "About page",
  path: data("pages/about"),
  format: json,
  schema: {
    intro: intro(),
    story: fields.object(
      { heading: words("Heading"), paragraphs: textList("Paragraphs", { min: 1, max: 4 }) },
      { label: "Our story" },
    ),
    stats: list(stat(), "Stats", { min: 1, max: 4 }, undefined, by("label")),
    principlesHeading: words("Principles heading"),
    principleTitles: list(
      words("Principle title"),
      "Principles shown",
      { min: 1, max: 6 },
      "Titles of the guiding principles this page shows, exactly as written under Guiding principles.",
      by(),
    ),
    partnership: block("Partnership call to action"),
    careers: linkBlock("Careers call to action"),
    leadership: fields.object(
      { heading: words("Heading"), lead: paragraph("Lead") },
      { label: "Leadership section", description: "The people themselves are under Leadership." },
    ),
  },
});

const careers = singleton({
  label: "Careers page",
  path: data("pages/careers"),
  format: json,
  schema: {
    intro: intro(),
    benefitsHeading: words("Benefits heading"),
    benefits: features("Benefits", { length: 4 }),
    openingsHeading: words("Open positions heading"),
    openingsCta: words("Button to the open positions"),
    openingsLead: paragraph("Open positions lead", "The roles themselves are under Open roles."),
    emptyMessage: block("When there is no open role"),
    generalApplication: linkBlock("General application"),
  },
});

const partnersPage = singleton({
  label: "Partners page",
  path: data("pages/partners"),
  format: json,
  schema: {
    intro: intro(),
    gridHeading: words("Partner grid heading", "The partners themselves are under Partners."),
    cta: linkBlock("Call to action"),
  },
});

const partnerProgram = singleton({
  label: "Partner program page",
  path: data("pages/partner-program"),
  format: json,
  schema: {
    intro: intro(),
    benefitsHeading: words("Benefits heading"),
    benefits: features("Benefits", { length: 4 }),
    whoHeading: words("Who it is for: heading"),
    who: features("Who it is for", { length: 4 }),
    cta: linkBlock("Call to action"),
  },
});

const referralProgram = singleton({
  label: "Referral program page",
  path: data("pages/referral-program"),
  format: json,
  schema: {
    intro: intro(),
    benefitsHeading: words("Benefits heading"),
    benefits: features("Benefits", { length: 4 }),
    stepsHeading: words("Steps heading"),
    steps: list(
      fields.object({ title: words("Title"), description: paragraph("Description"), icon: icon() }, { label: "Step" }),
      "Steps",
      { length: 3 },
      undefined,
      by("title"),
    ),
    cta: linkBlock("Call to action"),
  },
});

const contact = singleton({
  label: "Contact page",
  path: data("pages/contact"),
  format: json,
  schema: {
    intro: intro(),
    metaDescription: paragraph("Description in search results", siteTokens),
    channels: fields.object(
      {
        heading: words("Heading"),
        items: list(
          fields.object(
            {
              kind: choice(
                "Shows",
                ["address", "email", "phone"] as const,
                "The address, e-mail or phone from Site settings.",
              ),
              icon: icon(),
              label: words("Label"),
              note: paragraph("Note"),
            },
            { label: "Channel" },
          ),
          "Channels",
          { length: 3 },
          undefined,
          by("label"),
        ),
      },
      { label: "Reach us directly" },
    ),
    map: fields.object(
      { alt: paragraph("Map description for screen readers", siteTokens), street: words("Street name on the map") },
      { label: "Map" },
    ),
    nextSteps: fields.object(
      {
        heading: words("Heading"),
        steps: list(
          fields.object({ title: words("Title"), description: paragraph("Description") }, { label: "Step" }),
          "Steps",
          { length: 3 },
          undefined,
          by("title"),
        ),
      },
      { label: "What happens next" },
    ),
  },
});

const privacy = singleton({
  label: "Privacy page",
  path: data("pages/privacy"),
  format: json,
  schema: {
    intro: intro(),
    sections: list(
      fields.object(
        {
          heading: words("Heading"),
          paragraphs: textList("Paragraphs", { min: 1 }),
          list: textList("Bullet points", {}, "Optional: shown after the paragraphs."),
        },
        { label: "Section" },
      ),
      "Sections",
      { length: 9 },
      "Numbered by the page.",
      by("heading"),
    ),
    contactHeading: words("Contact heading", "Above the privacy e-mail and address, which come from Site settings."),
  },
});

const services = singleton({
  label: "Services page",
  path: data("pages/services"),
  format: json,
  schema: {
    intro: intro(),
    gridHeading: words("Card grid heading"),
    cards: list(
      fields.object(
        {
          title: words("Title"),
          icon: icon(),
          description: paragraph("Description"),
          details: textList("Bullet points", { length: 4 }),
        },
        { label: "Service card" },
      ),
      "Service cards",
      { length: 8 },
      undefined,
      by("title"),
    ),
    closing: block("Closing call to action"),
  },
});

const industries = singleton({
  label: "Industries page",
  path: data("pages/industries"),
  format: json,
  schema: {
    intro: intro(),
    gridHeading: words("Card grid heading"),
    challengesLabel: words("Challenges label"),
    solutionsLabel: words("Solutions label"),
    cards: list(
      fields.object(
        {
          title: words("Title"),
          icon: icon(),
          description: paragraph("Description"),
          challenges: textList("Key challenges", { min: 3, max: 4 }),
          solutions: textList("Solutions", { min: 3, max: 4 }),
        },
        { label: "Industry card" },
      ),
      "Industry cards",
      { length: 6 },
      undefined,
      by("title"),
    ),
    closing: fields.object(
      { heading: words("Heading"), text: paragraph("Text"), label: words("Button text") },
      { label: "Closing call to action" },
    ),
  },
});

const familyWords = (label: string) =>
  fields.object(
    {
      article: words("Articles"),
      "case-study": words("Case studies"),
      service: words("Services"),
      cloud: words("Salesforce clouds"),
      industry: words("Industries"),
      company: words("Company pages"),
    },
    { label },
  );

const searchPage = singleton({
  label: "Site search",
  path: data("pages/search"),
  format: json,
  schema: {
    open: words("Header's search link (screen readers)"),
    openHint: words("Header's search link tooltip"),
    dialogTitle: words("Search window's heading"),
    label: words("Search box label"),
    placeholder: words("Search box placeholder"),
    close: words("Close button (screen readers)"),
    submit: words("Search button"),
    page: fields.object(
      {
        title: words("Heading"),
        eyebrow: words("Eyebrow"),
        lead: paragraph("Lead"),
        metaDescription: paragraph("Description in search results", siteTokens, { max: 160 }),
        familyLabel: words("Filter label"),
        allFamilies: words("Filter: everything"),
        families: familyWords("Filter choices"),
      },
      { label: "Search page" },
    ),
    noScript: fields.object(
      { heading: words("Heading"), text: paragraph("Text"), hub: words("Link to the Insights hub") },
      { label: "Without JavaScript", description: "What the search page says when the browser runs no script." },
    ),
    prompt: paragraph("Before anything is typed"),
    searching: words("While searching"),
    results: words("Result count", "{count}, {noun} (the word below) and {query} are filled in."),
    resultNoun: fields.object(
      { one: words("One"), other: words("Several") },
      { label: "The word counted", description: "For one result and for several." },
    ),
    none: words("No results", "{query} is what the visitor typed."),
    noneHint: paragraph("No results: hint"),
    failed: paragraph("Search could not load"),
    allResults: words("Link to every result", "{query} is filled in."),
    more: words("Show more button"),
    families: familyWords("Label over each result"),
  },
});

const notFound = singleton({
  label: "Page not found (404)",
  path: data("pages/not-found"),
  format: json,
  schema: {
    heading: words("Heading"),
    text: paragraph("Text"),
    homeLink: link("Home button"),
    metaDescription: paragraph("Description in search results"),
    suggestionsHeading: words("Suggestions heading"),
    suggestions: list(
      fields.object({ label: words("Link text"), to: pagePath() }, { label: "Suggestion" }),
      "Suggestions",
      { min: 1, max: 6 },
      undefined,
      by("label"),
    ),
  },
});

const caseStudiesPage = singleton({
  label: "Case studies: list and template words",
  path: data("pages/case-studies"),
  format: json,
  schema: {
    list: fields.object(
      {
        eyebrow: words("Eyebrow"),
        heading: words("Heading"),
        lead: paragraph("Lead"),
        metaDescription: paragraph("Description in search results", undefined, { max: 160 }),
        discuss: link("Button"),
        gridHeading: words("Card grid heading"),
        readMore: words("Card link text"),
      },
      { label: "Case studies page" },
    ),
    closing: block("Closing call to action (every case study)"),
    detail: fields.object(
      {
        clientLabel: words("Client label"),
        introduction: words("Introduction heading"),
        objective: words("Objective heading"),
        headings: fields.object(
          {
            challenges: words("Challenges"),
            solutions: words("Solution"),
            technologies: words("Technology stack"),
            results: words("Outcomes"),
          },
          { label: "Section headings", description: "A case study may set its own." },
        ),
      },
      { label: "Case study page" },
    ),
  },
});

const blogPage = singleton({
  label: "Insights hub: hub, feed and article words",
  path: data("pages/blog"),
  format: json,
  schema: {
    hub: fields.object(
      {
        eyebrow: words("Eyebrow"),
        heading: words("Heading"),
        lead: paragraph("Lead"),
        metaDescription: paragraph("Description in search results", undefined, { max: 160 }),
        listLabel: words("Article list (screen readers)"),
        searchLabel: words("Search box label"),
        searchPlaceholder: words("Search box placeholder"),
        readMore: words("Card link text"),
        loadMore: words("Load more button"),
        results: words("Result count", "{shown}, {total} and {noun} (the word below) are filled in."),
        resultNoun: fields.object(
          { one: words("One"), other: words("Several") },
          { label: "The word counted", description: "For one result and for several." },
        ),
        range: words("Count on a later page", "{first}, {last} and {total} are filled in (page 2 shows 5–8 of 10)."),
        pageTitle: words("Later page's title", "{list} is the list's name, {page} the page's number."),
        pageDescription: paragraph(
          "Later page's description in search results",
          "{list}, {page} and {pages} are filled in; {site.name} too.",
          { max: 160 },
        ),
        newer: words("Link back to newer articles"),
        searching: words("While searching"),
        searchFailed: paragraph("Search could not load"),
        empty: words("No results", "{query} is what the visitor typed."),
        emptyHint: paragraph("No results: hint"),
        clear: words("Clear search button"),
      },
      { label: "Insights hub" },
    ),
    category: fields.object(
      { eyebrow: words("Eyebrow"), title: words("Heading", "{name} is the category's name.") },
      { label: "Category pages" },
    ),
    feed: fields.object(
      { title: words("Title", siteTokens), description: paragraph("Description", siteTokens) },
      { label: "RSS feed" },
    ),
    article: fields.object(
      {
        defaultClosing: link("Closing button", "When an article sets none of its own."),
        back: words("Back link"),
        by: words("By (before the author)"),
        minutesRead: words("Reading time", "{minutes} is filled in."),
        likes: words("Likes", "{count} is filled in."),
        shareHeading: words("Share heading"),
        share: fields.object(
          {
            linkedin: words("LinkedIn button"),
            twitter: words("X (Twitter) button"),
            facebook: words("Facebook button"),
            copy: words("Copy link button"),
          },
          { label: "Share buttons" },
        ),
        copied: toast("Link copied message"),
        copyFailed: toast("Copy failed message"),
        relatedHeading: words("Related articles heading"),
      },
      { label: "Article pages" },
    ),
  },
});

const site = singleton({
  label: "Site settings",
  path: data("site/site"),
  format: json,
  schema: {
    name: words("Company name", "Everywhere the site writes {site.name}."),
    shortName: words("Short name", "Everywhere the site writes {site.shortName}."),
    tagline: words("Tagline"),
    origin: fields.text({
      label: "Web address",
      description: "Where the site is published, e.g. https://www.example.com. Canonical links and the sitemap use it.",
      validation: { length: { min: 1 }, pattern: { regex: /^https:\/\/\S+$/, message: "https://…" } },
    }),
    email: words("E-mail", "{site.email}"),
    privacyEmail: words("Privacy e-mail", "{site.privacyEmail}"),
    phone: words("Phone", "{site.phone}"),
    address: fields.object(
      {
        street: words("Street"),
        locality: words("City"),
        region: words("State or region"),
        postalCode: words("Postal code"),
        country: words("Country code", "Two letters, e.g. US."),
      },
      { label: "Address", description: "{site.address} writes street, city, region and postal code." },
    ),
    blurb: paragraph("About the company (footer)"),
    social: list(
      fields.object(
        {
          name: choice("Network", ["LinkedIn", "Twitter", "Facebook", "YouTube"] as const),
          href: fields.url({ label: "Profile address", validation: { isRequired: true } }),
        },
        { label: "Profile" },
      ),
      "Social profiles",
      {},
      undefined,
      by("name"),
    ),
  },
});

const navLinks = (label: string, limits: Limits = {}) =>
  list(
    fields.object({ label: words("Text"), to: pagePath() }, { label: "Link" }),
    label,
    limits,
    undefined,
    by("label"),
  );

const navigation = singleton({
  label: "Menus and footer links",
  path: data("site/navigation"),
  format: json,
  schema: {
    main: list(
      fields.object(
        {
          kind: choice(
            "Kind",
            ["link", "dropdown", "mega"] as const,
            "A link (fill in Goes to), a dropdown (fill in Links) or a mega menu (fill in Columns).",
          ),
          label: words("Text"),
          to: pagePath("Goes to", "Only for a link.", true),
          items: navLinks("Links", {}),
          columns: list(
            fields.object({ heading: words("Heading"), items: navLinks("Links", { min: 1 }) }, { label: "Column" }),
            "Columns",
            {},
            "Only for a mega menu.",
            by("heading"),
          ),
        },
        { label: "Menu entry" },
      ),
      "Header menu",
      { min: 1, max: 6 },
      undefined,
      by("label"),
    ),
    requestConsultation: link("Header button"),
    footer: list(
      fields.object({ heading: words("Heading"), items: navLinks("Links", { min: 1 }) }, { label: "Column" }),
      "Footer link columns",
      { min: 1, max: 4 },
      undefined,
      by("heading"),
    ),
    cardLink: fields.object(
      { topicJoiner: words("Joining word", 'Screen readers hear "Read More about <title>": this is the "about".') },
      { label: "Card links" },
    ),
  },
});

const forms = singleton({
  label: "Forms",
  path: data("site/forms"),
  format: json,
  schema: {
    shared: fields.object(
      {
        submitting: words("Button while sending"),
        optional: words("Optional field marker"),
        sendFailed: toast("Not sent: server unreachable", siteTokens),
        tooLarge: toast("Not sent: too long", siteTokens),
        honeypotLabel: words("Spam trap label (hidden)"),
        rateLimited: fields.object(
          {
            title: words("Title"),
            description: paragraph("Message", `{wait} is one of the two phrases below. ${siteTokens}`),
            oneMinute: words("Wait of one minute"),
            minutes: words("Wait of several minutes", "{n} is the number of minutes."),
          },
          { label: "Not sent: too many messages" },
        ),
      },
      { label: "Every form" },
    ),
    homeInquiry: fields.object(
      {
        heading: words("Heading"),
        lead: paragraph("Lead"),
        fields: fields.object(
          {
            fullName: fieldCopy("Full name"),
            workEmail: fieldCopy("Work email"),
            companyName: fieldCopy("Company name"),
            message: fieldCopy("Message"),
            agreeToTerms: fieldCopy("Terms checkbox"),
          },
          { label: "Fields" },
        ),
        privacy: fields.object(
          { before: words("Before the link"), link: words("Link text"), newTab: words("New tab note") },
          { label: "Privacy line" },
        ),
        submit: words("Send button"),
        toasts: fields.object(
          {
            invalid: toast("Form has errors"),
            success: toast("Sent", "{fullName} and {workEmail} are filled in from the form."),
          },
          { label: "Messages" },
        ),
      },
      { label: "Home page form" },
    ),
    contact: fields.object(
      {
        heading: words("Heading"),
        lead: paragraph("Lead"),
        fields: fields.object(
          {
            name: fieldCopy("Full name"),
            email: fieldCopy("Work email"),
            company: fieldCopy("Company"),
            role: fieldCopy("Role"),
            subject: fieldCopy("Subject"),
            message: fieldCopy("Message"),
          },
          { label: "Fields" },
        ),
        submit: words("Send button"),
        toasts: fields.object(
          {
            invalid: toast("Form has errors"),
            success: toast("Sent", "{name} and {email} are filled in from the form."),
          },
          { label: "Messages" },
        ),
      },
      { label: "Contact form" },
    ),
    strategy: fields.object(
      {
        fields: fields.object(
          {
            name: fieldCopy("Name"),
            businessEmail: fieldCopy("Business email"),
            projectDescription: fieldCopy("Project description"),
          },
          { label: "Fields" },
        ),
        submit: words("Send button"),
        toasts: fields.object(
          {
            invalid: toast("Form has errors"),
            success: toast("Sent", "{name} and {businessEmail} are filled in from the form."),
          },
          { label: "Messages" },
        ),
      },
      { label: "Strategy call form (popup)" },
    ),
  },
});

const strategyPopup = singleton({
  label: "Strategy call popup",
  path: data("site/strategy-popup"),
  format: json,
  schema: {
    title: words("Title"),
    sideText: words("Side panel heading"),
    sideLead: paragraph("Side panel text"),
    highlights: textList("Side panel bullet points", { min: 1, max: 4 }),
    description: paragraph("Text above the form"),
    close: words("Close button (screen readers)"),
  },
});

const expertiseTemplate = singleton({
  label: "Service, cloud and industry pages: shared words",
  path: data("site/expertise-template"),
  format: json,
  schema: {
    overviewEyebrow: words("Overview eyebrow"),
    benefitsEyebrow: words("Benefits eyebrow"),
    benefitsHeading: words("Benefits heading"),
    lifecycleEyebrow: words("Student lifecycle eyebrow"),
    lifecycleHeading: words("Student lifecycle heading"),
    stageLabel: words("Stage number", "{n} is the stage's number."),
    relatedEyebrow: words("Related eyebrow"),
    relatedHeading: words("Related heading"),
    ctaHeading: words("Closing heading", "{title} is the page's title."),
    ctaText: paragraph("Closing text", "When a page sets none of its own."),
    ctaButton: words("Closing button"),
    heroButton: words("Top button"),
    familyLabels: fields.object(
      { service: words("Services"), cloud: words("Clouds"), industry: words("Industries") },
      { label: "Breadcrumb names" },
    ),
  },
});

// ——— Lists a marketer adds to, reorders and removes from ———

const jobs = singleton({
  label: "Open roles",
  path: data("lists/jobs"),
  format: json,
  schema: {
    jobs: list(
      fields.object(
        {
          title: words("Job title"),
          location: words("Location", "e.g. Remote (US) or London, UK / Hybrid."),
          department: choice("Department", jobDepartments),
          type: choice("Type", ["Full-time", "Contract"] as const),
          description: paragraph("Description"),
        },
        { label: "Role" },
      ),
      "Open roles",
      { max: 30 },
      "Shown on the Careers page in this order. With none, the page says there is no open role.",
      by("title"),
    ),
  },
});

const leadership = singleton({
  label: "Leadership",
  path: data("lists/leadership"),
  format: json,
  schema: {
    members: list(
      fields.object(
        { name: words("Name"), role: words("Role"), bio: paragraph("Short biography") },
        { label: "Person" },
      ),
      "People",
      { min: 1, max: 12 },
      "Shown on the About page in this order.",
      by("name"),
    ),
  },
});

const partners = singleton({
  label: "Partners",
  path: data("lists/partners"),
  format: json,
  schema: {
    partners: list(
      fields.object(
        {
          name: words("Name"),
          tier: choice("Tier", partnerTiers),
          category: words("Category", "e.g. Integration or Analytics."),
          description: paragraph("Description"),
          link: fields.text({
            label: "Website",
            description: "Their site, https://… (opens in a new tab).",
            validation: { length: { min: 1 }, pattern: { regex: /^https:\/\/\S+$/, message: "https://…" } },
          }),
        },
        { label: "Partner" },
      ),
      "Partners",
      { min: 1, max: 12 },
      "Shown on the Partners page in this order.",
      by("name"),
    ),
  },
});

const homeStats = singleton({
  label: "Home stats",
  path: data("lists/home-stats"),
  format: json,
  schema: {
    stats: list(
      stat(),
      "Stats",
      { length: 4 },
      "The four tiles beside the home page's form, in this order.",
      by("label"),
    ),
  },
});

const principles = singleton({
  label: "Guiding principles",
  path: data("lists/principles"),
  format: json,
  schema: { principles: features("Principles", { length: 6 }) },
});

const blogCategories = singleton({
  label: "Insights hub categories",
  path: data("lists/blog-categories"),
  format: json,
  schema: {
    categories: list(
      fields.object(
        {
          slug: fields.text({
            label: "Address",
            description: "The category page is /blog/category/<this>: lowercase words joined by hyphens.",
            validation: {
              length: { min: 1 },
              pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: "lowercase words joined by hyphens" },
            },
          }),
          name: words(
            "Name",
            "Articles name their category by this exact name: renaming one means changing its articles too.",
          ),
          description: paragraph("Description", "The category page's lead.", { max: 220 }),
          motif: icon("Icon"),
          pattern: pattern(),
        },
        { label: "Category" },
      ),
      "Categories",
      { min: 1 },
      undefined,
      by("name"),
    ),
  },
});

// ——— Service, cloud and industry pages: one file per page ———

const benefit = () =>
  fields.object({ icon: icon(), title: words("Title"), description: paragraph("Description") }, { label: "Item" });

function expertisePages(label: string, folder: string, description: string) {
  return collection({
    label,
    path: `src/content/data/${folder}/*`,
    format: json,
    slugField: "title",
    columns: ["title"],
    schema: {
      title: fields.slug({
        name: {
          label: "Title",
          description: "The page's heading and its name in menus and cards.",
          validation: { length: { min: 1 } },
        },
        slug: { label: "Address", description },
      }),
      eyebrow: words("Eyebrow"),
      description: paragraph("Description", "Under the heading, on cards and in search results.", { max: 220 }),
      heroIcon: icon("Icon"),
      overview: fields.object(
        { heading: words("Heading"), paragraphs: textList("Paragraphs", { min: 1, max: 3 }) },
        { label: "Overview" },
      ),
      benefits: list(benefit(), "How we help", { min: 4, max: 5 }, undefined, by("title")),
      relatedServices: list(
        fields.object({ label: words("Text"), to: pagePath() }, { label: "Link" }),
        "Related pages",
        {},
        undefined,
        by("label"),
      ),
      ctaText: paragraph("Closing text", "Leave empty for the shared closing text.", { optional: true }),
      contactSubject: words(
        "Contact subject",
        "The contact form's subject from this page's buttons; leave empty for the page title.",
        {
          optional: true,
        },
      ),
      lifecycle: list(
        benefit(),
        "Student lifecycle stages",
        { min: 3, max: 6 },
        "Education Cloud only: leave empty on other pages.",
        by("title"),
      ),
    },
  });
}

// ——— Articles and case studies: the Markdown files ———

/** Pictures are stored next to the Markdown, in images/, and named from the file they belong to. */
const images = (folder: string) => ({ directory: `src/content/${folder}/images`, publicPath: "./images/" });

function cover(folder: string, description: string) {
  return fields.object(
    {
      illustration: fields.object(
        { motif: icon("Icon in the middle"), pattern: pattern() },
        { label: "Drawn illustration", description: "Used when there is no photo." },
      ),
      src: fields.image({
        label: "Photo",
        description: "JPEG, PNG, WebP or AVIF; at least 1920 pixels wide is best.",
        ...images(folder),
      }),
      alt: paragraph("Description for screen readers", "What the picture shows, for people who cannot see it."),
    },
    { label: "Cover picture", description },
  );
}

const body = (folder: string) =>
  fields.markdoc({
    label: "Text",
    extension: "md",
    options: { image: images(folder) },
  });

const articles = collection({
  label: "Articles",
  path: "src/content/articles/*",
  format: { contentField: "body" },
  entryLayout: "content",
  slugField: "title",
  columns: ["title", "date"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: { length: { min: 1 } } },
      slug: { label: "Address", description: "The article is /blog/<this>: lowercase words joined by hyphens." },
    }),
    description: paragraph("Description", "Search results, the RSS feed and the card. At most 160 characters.", {
      max: 160,
    }),
    excerpt: paragraph("Card text", "Optional: a longer teaser for the card instead of the description.", {
      max: 220,
      optional: true,
    }),
    date: fields.date({ label: "Published", validation: { isRequired: true } }),
    updated: fields.date({ label: "Revised", description: "When you revise it; not before Published." }),
    author: fields.object({ name: words("Name"), role: words("Role") }, { label: "Author" }),
    category: choice("Category", blogCategoryNames, "One of the Insights hub categories."),
    tags: list(words("Tag"), "Tags", {}, undefined, by()),
    cover: cover("articles", "Without a photo, the illustration is drawn."),
    likes: fields.integer({ label: "Likes", description: "The number shown on the card.", validation: { min: 0 } }),
    related: list(
      fields.relationship({ label: "Article", collection: "articles", validation: { isRequired: true } }),
      "Related articles",
      { max: 2 },
      "Up to two; the newest of the same category fill the rest.",
      by(),
    ),
    closing: fields.object(
      { label: words("Button text", undefined, { optional: true }), to: pagePath("Goes to", undefined, true) },
      { label: "Closing button", description: "Optional: leave both empty for the shared one." },
    ),
    draft: fields.checkbox({ label: "Draft", description: "A draft is not published.", defaultValue: false }),
    body: body("articles"),
  },
});

const caseStudies = collection({
  label: "Case studies",
  path: "src/content/case-studies/*",
  format: { contentField: "body" },
  entryLayout: "content",
  slugField: "title",
  columns: ["title", "date"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: { length: { min: 1 } } },
      slug: { label: "Address", description: "The case study is /case-studies/<this>." },
    }),
    client: words("Client", "Who the client is, described and never named."),
    industry: choice("Industry", caseStudyCategories),
    summary: paragraph("Summary", "For the card and search results.", { max: 220 }),
    date: fields.date({
      label: "Date",
      description: "The list shows the newest first.",
      validation: { isRequired: true },
    }),
    updated: fields.date({ label: "Revised" }),
    cover: cover("case-studies", "Required."),
    objective: paragraph("Objective"),
    challenges: textList("Key challenges", { length: 5 }),
    solutions: list(
      fields.object(
        { title: words("Title"), description: paragraph("Description"), icon: icon() },
        { label: "Solution" },
      ),
      "Solutions",
      { length: 4 },
      undefined,
      by("title"),
    ),
    technologies: list(
      fields.object({ name: words("Name"), icon: icon() }, { label: "Technology" }),
      "Technology stack",
      { min: 3, max: 6 },
      undefined,
      by("name"),
    ),
    metrics: list(
      fields.object({ value: words("Number"), label: words("What it measures"), icon: icon() }, { label: "Outcome" }),
      "Measurable outcomes",
      { length: 4 },
      undefined,
      by("label"),
    ),
    headings: fields.object(
      {
        challenges: words("Challenges", undefined, { optional: true }),
        solutions: words("Solution", undefined, { optional: true }),
        technologies: words("Technology stack", undefined, { optional: true }),
        results: words("Outcomes", undefined, { optional: true }),
      },
      { label: "Own section headings", description: "Optional: leave empty for the shared ones." },
    ),
    closing: link("Closing button"),
    draft: fields.checkbox({ label: "Draft", description: "A draft is not published.", defaultValue: false }),
    body: body("case-studies"),
  },
});

const githubRepo = import.meta.env?.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo, branchPrefix: "content/" } : { kind: "local" },
  ui: {
    brand: { name: "Summit Cloud website" },
    navigation: {
      Publishing: ["articles", "caseStudies"],
      Lists: ["jobs", "leadership", "partners", "homeStats", "principles", "blogCategories"],
      Pages: [
        "home",
        "about",
        "careers",
        "partnersPage",
        "partnerProgram",
        "referralProgram",
        "services",
        "industries",
        "contact",
        "privacy",
        "caseStudiesPage",
        "blogPage",
        "searchPage",
        "notFound",
      ],
      "Service, cloud and industry pages": ["servicePages", "cloudPages", "industryPages", "expertiseTemplate"],
      "Whole site": ["site", "navigation", "forms", "strategyPopup"],
    },
  },
  collections: {
    articles,
    caseStudies,
    servicePages: expertisePages(
      "Service pages",
      "services",
      "Fixed: a new page also needs its address in src/lib/paths.ts.",
    ),
    cloudPages: expertisePages(
      "Cloud pages",
      "clouds",
      "Fixed: a new page also needs its address in src/lib/paths.ts.",
    ),
    industryPages: expertisePages(
      "Industry pages",
      "industries",
      "Fixed: a new page also needs its address in src/lib/paths.ts.",
    ),
  },
  singletons: {
    home,
    about,
    careers,
    partnersPage,
    partnerProgram,
    referralProgram,
    services,
    industries,
    contact,
    privacy,
    caseStudiesPage,
    blogPage,
    searchPage,
    notFound,
    site,
    navigation,
    forms,
    strategyPopup,
    expertiseTemplate,
    jobs,
    leadership,
    partners,
    homeStats,
    principles,
    blogCategories,
  },
});
