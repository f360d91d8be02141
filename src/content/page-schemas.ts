import { contactForm, type DescribedField, homeInquiryForm, strategyForm } from "~/lib/forms";
import { type FieldMessageId, fieldMessages } from "~/lib/forms/messages";
import { choice, file, group, list, optional, pagePath, paragraph, type Shape, text } from "./describe";
import { caseStudyHeadings, features, icon, link, links, section, siteTokens, stat, textList, titled } from "./schemas";

/** The pages' own words, one file each in src/content/data/pages/, and the forms' words (site/forms.json). */

// ——— Building blocks of the pages ———
/** Eyebrow, heading and lead: the section rhythm every page follows (docs/requirements.md "Brand and look"). */
export const intro = () =>
  group("Top of the page", {
    eyebrow: text("Eyebrow", "The short line above the page's heading."),
    title: text("Heading", "The page's main heading (its h1)."),
    lead: paragraph("Lead", "The sentence or two under the heading."),
  });
/** A heading with a text under it, or with a lead (the sentence or two under a section's heading). */
const headingText = { heading: text("Heading"), text: paragraph("Text") };
const headingLead = { heading: text("Heading"), lead: paragraph("Lead") };
export const block = (label: string) => group(label, headingText);
/** A call to action with a button to a page the site decides. */
export const buttonBlock = (label: string) => group(label, { ...block(label).shape, label: text("Button text") });
/** A call to action: its words and where its button goes. */
export const linkBlock = (label: string) => group(label, { ...buttonBlock(label).shape, to: pagePath() });
/** A card of the services and industries pages: a title, an icon, a description and its own lists. */
export const card = <S extends Shape>(label: string, shape: S) =>
  group(label, { title: text("Title"), icon: icon(), description: paragraph("Description"), ...shape });
export const toast = (label: string, help?: string) =>
  group(label, help, { title: text("Title"), description: paragraph("Message") });
/** The page's name in the browser tab and search results, and in the breadcrumb of the pages below it. */
const pageTitle = () =>
  text("Page title", "The browser tab and search results show it; pages below this one name it in their breadcrumb.");
/** A page with a title of its own and the eyebrow, heading and lead at its top. */
const titledPage = <S extends Shape>(label: string, shape: S) =>
  file(label, { title: pageTitle(), intro: intro(), ...shape });

export const about = titledPage("About page", {
  story: group("Our story", { heading: text("Heading"), paragraphs: textList("Paragraphs", { min: 1, max: 4 }) }),
  stats: list("Stats", stat(), { min: 1, max: 4 }),
  principlesHeading: text("Principles heading"),
  /** Which of the six principles the page shows, by title (principles.json). */
  principleTitles: list("Principles shown", text("Principle title"), {
    min: 1,
    max: 6,
    help: "Titles of the guiding principles this page shows, exactly as written under Guiding principles.",
  }),
  partnership: buttonBlock("Partnership call to action"),
  careers: linkBlock("Careers call to action"),
  leadership: group("Leadership section", "The people themselves are under Leadership.", headingLead),
});

export const careers = titledPage("Careers page", {
  benefitsHeading: text("Benefits heading"),
  benefits: features("Benefits", { length: 4 }),
  openingsHeading: text("Open positions heading"),
  openingsCta: text("Button to the open positions"),
  openingsLead: paragraph("Open positions lead", "The roles themselves are under Open roles."),
  emptyMessage: block("When there is no open role"),
  generalApplication: linkBlock("General application"),
  apply: group("Apply button (each open role)", {
    label: text("Text"),
    forRole: text("Name for screen readers", "{title} is the role's title."),
    subject: text("Contact form subject", "The subject the contact form opens with; {title} is the role's title."),
  }),
});

export const partnersPage = titledPage("Partners page", {
  gridHeading: text("Partner grid heading", "The partners themselves are under Partners."),
  cta: linkBlock("Call to action"),
  visit: text("Link to a partner's site", "{name} is the partner's name."),
});

export const partnerProgram = titledPage("Partner program page", {
  benefitsHeading: text("Benefits heading"),
  benefits: features("Benefits", { length: 4 }),
  whoHeading: text("Who it is for: heading"),
  who: features("Who it is for", { length: 4 }),
  cta: linkBlock("Call to action"),
});

export const referralProgram = titledPage("Referral program page", {
  benefitsHeading: text("Benefits heading"),
  benefits: features("Benefits", { length: 4 }),
  stepsHeading: text("Steps heading"),
  steps: list("Steps", titled("Step"), { length: 3 }),
  cta: linkBlock("Call to action"),
});

const channel = group("Channel", {
  kind: choice("Shows", ["address", "email", "phone"], "The address, e-mail or phone from Site settings."),
  icon: icon(),
  label: text("Label"),
  note: paragraph("Note"),
});
export const contact = titledPage("Contact page", {
  metaDescription: paragraph("Description in search results", siteTokens),
  channels: group("Reach us directly", {
    heading: text("Heading"),
    items: list("Channels", channel, { length: 3 }),
  }),
  map: group("Map", {
    alt: paragraph("Map description for screen readers", siteTokens),
    street: text("Street name on the map"),
  }),
  nextSteps: group("What happens next", {
    heading: text("Heading"),
    steps: list("Steps", group("Step", { title: text("Title"), description: paragraph("Description") }), { length: 3 }),
  }),
});

/** What data protection law asks of each use: why, on which legal basis, and for how long. */
const privacyPurpose = group("Purpose", {
  purpose: paragraph("What for"),
  basis: paragraph("Legal basis", "The article of the GDPR (DSGVO, RGPD) the use rests on."),
  retention: paragraph("How long", "{leadRetention} and {statsRetention} are the server's own periods."),
});
const privacySection = group("Section", {
  heading: text("Heading"),
  paragraphs: textList("Paragraphs", { min: 1 }),
  list: optional(textList("Bullet points", { help: "Optional: shown after the paragraphs." })),
  purposes: optional(
    list("Purposes", privacyPurpose, { help: "Optional: each use with its legal basis and retention." }),
  ),
});
/** A unit of time as the retention period says it: for exactly one, and for more ({n} the number). */
const unitWords = (label: string) =>
  group(label, {
    one: text("Exactly one", "e.g. one year, as the sentence around {leadRetention} needs it."),
    other: text("More than one", "{n} is the number: {n} years."),
  });
export const privacy = titledPage("Privacy page", {
  controller: group(
    "Who is responsible",
    "Above the sections; the company comes from Legal notice: companies and host.",
    {
      heading: text("Heading"),
      text: paragraph("Text", "Before the company's name, address and representatives."),
      representatives: text("Representatives label"),
      email: text("Privacy e-mail label"),
    },
  ),
  objection: group("Right to object", "Set apart above the sections, as the GDPR asks (Art. 21 (4)).", {
    heading: text("Heading"),
    paragraphs: textList("Paragraphs", { min: 1 }),
  }),
  sections: list("Sections", privacySection, { length: 9, help: "Numbered by the page." }),
  purposeLabels: group("Purpose labels", "Before each purpose's legal basis and retention.", {
    basis: text("Legal basis label"),
    retention: text("Retention label"),
  }),
  retention: group(
    "Retention period",
    "How {leadRetention} reads in the sections: the server's lead retention (730 days unless its operator sets another), in whole years, months or days.",
    {
      numbers: textList("Numbers written out", {
        min: 1,
        max: 12,
        help: "one, two, three… in order: {n} is written out where this list has it, in digits past its end.",
      }),
      year: unitWords("Years"),
      month: unitWords("Months"),
      day: unitWords("Days"),
    },
  ),
  contactHeading: text("Contact heading", "Above the privacy e-mail and address, which come from Site settings."),
  lastRevised: text("Revision date label", "Before the date, which is always today's."),
});

const serviceCard = card("Service card", { details: textList("Bullet points", { length: 4 }) });
export const services = titledPage("Services page", {
  gridHeading: text("Card grid heading"),
  cards: list("Service cards", serviceCard, { length: 8 }),
  closing: buttonBlock("Closing call to action"),
  inquire: text("Card link text", "Screen readers hear it followed by the card's title."),
});

const industryCard = card("Industry card", {
  challenges: textList("Key challenges", { min: 3, max: 4 }),
  solutions: textList("Solutions", { min: 3, max: 4 }),
});
export const industries = titledPage("Industries page", {
  gridHeading: text("Card grid heading"),
  challengesLabel: text("Challenges label"),
  solutionsLabel: text("Solutions label"),
  cards: list("Industry cards", industryCard, { length: 6 }),
  closing: buttonBlock("Closing call to action"),
});

/** One word for each family of search results (src/content/search-families.ts). */
const familyWords = (label: string) =>
  group(label, {
    article: text("Articles"),
    "case-study": text("Case studies"),
    service: text("Services"),
    cloud: text("Salesforce clouds"),
    industry: text("Industries"),
    company: text("Company pages"),
  });
const resultNoun = () =>
  group("The word counted", "For one result and for several.", { one: text("One"), other: text("Several") });

export const search = file("Site search", {
  open: text("Header's search link (screen readers)"),
  openHint: text("Header's search link tooltip"),
  dialogTitle: text("Search window's heading"),
  label: text("Search box label"),
  placeholder: text("Search box placeholder"),
  close: text("Close button (screen readers)"),
  submit: text("Search button"),
  page: group("Search page", {
    title: text("Heading"),
    eyebrow: text("Eyebrow"),
    lead: paragraph("Lead"),
    metaDescription: paragraph("Description in search results", siteTokens, { max: 160 }),
    familyLabel: text("Filter label"),
    allFamilies: text("Filter: everything"),
    families: familyWords("Filter choices"),
  }),
  noScript: group("Without JavaScript", "What the search page says when the browser runs no script.", {
    ...headingText,
    hub: text("Link to the Insights hub"),
  }),
  prompt: paragraph("Before anything is typed"),
  searching: text("While searching"),
  results: text("Result count", "{count}, {noun} (the word below) and {query} are filled in."),
  resultNoun: resultNoun(),
  none: text("No results", "{query} is what the visitor typed."),
  noneHint: paragraph("No results: hint"),
  failed: paragraph("Search could not load"),
  allResults: text("Link to every result", "{query} is filled in."),
  more: text("Show more button"),
  families: familyWords("Label over each result"),
});

export const notFound = file("Page not found (404)", {
  ...headingText,
  homeLink: link("Home button"),
  metaDescription: paragraph("Description in search results"),
  suggestionsHeading: text("Suggestions heading"),
  suggestions: links("Suggestions", { min: 1, max: 6 }, "Suggestion", "Link text"),
});

export const notTranslated = file("Page not translated yet", {
  ...headingText,
  englishLink: text("Link to the English page"),
  metaDescription: paragraph("Description in search results"),
});

export const caseStudies = file("Case studies: list and template words", {
  title: pageTitle(),
  list: section("Case studies page", {
    metaDescription: paragraph("Description in search results", undefined, { max: 160 }),
    discuss: link("Button"),
    gridHeading: text("Card grid heading"),
    readMore: text("Card link text"),
  }),
  closing: block("Closing call to action (every case study)"),
  detail: group("Case study page", {
    clientLabel: text("Client label"),
    introduction: text("Introduction heading"),
    objective: text("Objective heading"),
    headings: caseStudyHeadings("Section headings", "A case study may set its own.", text),
    scheduled: text(
      "Scheduled notice",
      "Above a case study scheduled for later, in previews and the development server only. {moment} is filled in.",
    ),
  }),
});

export const blog = file("Insights hub: hub, feed and article words", {
  hub: section("Insights hub", {
    metaDescription: paragraph("Description in search results", undefined, { max: 160 }),
    listLabel: text("Article list (screen readers)"),
    searchLabel: text("Search box label"),
    searchPlaceholder: text("Search box placeholder"),
    readMore: text("Card link text"),
    loadMore: text("Load more button"),
    results: text("Result count", "{shown}, {total} and {noun} (the word below) are filled in."),
    resultNoun: resultNoun(),
    range: text("Count on a later page", "{first}, {last} and {total} are filled in (page 2 shows 5–8 of 10)."),
    pageTitle: text("Later page's title", "{list} is the list's name, {page} the page's number."),
    pageDescription: paragraph(
      "Later page's description in search results",
      "{list}, {page} and {pages} are filled in; {site.name} too.",
      { max: 160 },
    ),
    newer: text("Link back to newer articles"),
    searching: text("While searching"),
    searchFailed: paragraph("Search could not load"),
    empty: text("No results", "{query} is what the visitor typed."),
    emptyHint: paragraph("No results: hint"),
    clear: text("Clear search button"),
  }),
  category: group("Category pages", {
    eyebrow: text("Eyebrow"),
    title: text("Heading", "{name} is the category's name."),
  }),
  feed: group("RSS feed", { title: text("Title", siteTokens), description: paragraph("Description", siteTokens) }),
  article: group("Article pages", {
    defaultClosing: link("Closing button", "When an article sets none of its own."),
    back: text("Back link"),
    by: text("By (before the author)"),
    minutesRead: text("Reading time", "{minutes} is filled in."),
    likes: text("Likes", "{count} is filled in."),
    shareHeading: text("Share heading"),
    share: group("Share buttons", {
      linkedin: text("LinkedIn button"),
      twitter: text("X (Twitter) button"),
      facebook: text("Facebook button"),
      copy: text("Copy link button"),
    }),
    copied: toast("Link copied message"),
    copyFailed: toast("Copy failed message"),
    relatedHeading: text("Related articles heading"),
    scheduled: text(
      "Scheduled notice",
      "Above an article scheduled for later, in previews and the development server only. {moment} is filled in.",
    ),
  }),
});

// ——— The forms' words: each form's fields come from its description (src/lib/forms/) ———
/** A field's words: the label the visitor reads, an example in the empty box, a line of help. */
const fieldCopy = (label: string) =>
  group(label, {
    label: text("Label"),
    placeholder: optional(text("Placeholder", "Example text shown in the empty box.")),
    hint: optional(text("Hint", "A line of help under the box.")),
  });
/** A choice's words: its label, the empty first option, a line of help, and each option's label by its id. */
const choiceCopy = <Id extends string>(label: string, options: readonly (readonly [Id, string])[]) =>
  group(label, {
    label: text("Label"),
    placeholder: text("Prompt", "The first, empty option of the list, e.g. “Choose…”."),
    hint: optional(text("Hint", "A line of help under the list.")),
    options: group(
      "Options",
      Object.fromEntries(options.map(([id, name]) => [id, text(name)])) as Record<Id, ReturnType<typeof text>>,
    ),
  });
type CopyOf<F extends DescribedField> = F extends { options: readonly (readonly [infer Id extends string, string])[] }
  ? ReturnType<typeof choiceCopy<Id>>
  : ReturnType<typeof fieldCopy>;

/** A form's fields' words, in its on-screen order, named and labelled as its description says (the editor, the build, the types). */
export function formFields<Form extends { fields: readonly string[]; described: Record<string, DescribedField> }>(
  form: Form,
) {
  const shape = Object.fromEntries(
    form.fields.map((name) => {
      const field = form.described[name] as DescribedField;
      return [name, field.options ? choiceCopy(field.label, field.options) : fieldCopy(field.label)];
    }),
  );
  return group("Fields", shape as { [Name in Form["fields"][number]]: CopyOf<Form["described"][Name]> });
}

/** A translation's own words for the fields' messages, each optional: one per message of src/lib/forms/messages.ts. */
const translatedMessage = (message: string) => optional(text(message));
const messageCopy = Object.fromEntries(
  Object.entries(fieldMessages).map(([id, message]) => [id, translatedMessage(message)]),
) as Record<FieldMessageId, ReturnType<typeof translatedMessage>>;

const formEnd = (success: string) => ({
  submit: text("Send button"),
  toasts: group("Messages", { invalid: toast("Form has errors"), success: toast("Sent", success) }),
});

export const forms = file("Forms", {
  shared: group("Every form", {
    submitting: text("Button while sending"),
    optional: text("Optional field marker"),
    sendFailed: toast("Not sent: server unreachable", siteTokens),
    tooLarge: toast("Not sent: too long", siteTokens),
    previewNotSent: toast(
      "Sent on a preview",
      "A branch's preview (before the change is live) stores nothing: what its forms say when sent.",
    ),
    honeypotLabel: text("Spam trap label (hidden)"),
    privacy: group(
      "Privacy line",
      "Under every form, linking the privacy notice: what it promises must be what the notice says.",
      {
        before: text("Before the link"),
        link: text("Link text"),
        newTab: text("New tab note"),
      },
    ),
    rateLimited: group("Not sent: too many messages", {
      title: text("Title"),
      description: paragraph("Message", `{wait} is one of the two phrases below. ${siteTokens}`),
      oneMinute: text("Wait of one minute"),
      minutes: text("Wait of several minutes", "{n} is the number of minutes."),
    }),
    pickTime: group(
      "Pick a time now",
      "After a form is sent, where calls can be booked: an offer to book a call for the message just sent.",
      {
        action: text("Link in the success message"),
        alt: text("Where else to find it", "Read to screen readers with the success message."),
        offer: paragraph("Offer under the contact form", "Shown under the contact form once it is sent."),
        direct: text("Before the contact form's booking link"),
        directLink: text("Contact form's booking link", "Under the contact form, before anything is sent."),
      },
    ),
    // The required field messages are English and live with the schemas (src/lib/forms/messages.ts);
    // a translation gives them in its language, the English file leaves them out.
    messages: optional(
      group(
        "Field messages (a translation's)",
        "Each replaces the English message named; left empty, the English one shows.",
        messageCopy,
      ),
    ),
  }),
  homeInquiry: group("Home page form", {
    ...headingLead,
    fields: formFields(homeInquiryForm),
    ...formEnd("{name} and {email} are filled in from the form."),
  }),
  contact: group("Contact form", {
    ...headingLead,
    fields: formFields(contactForm),
    ...formEnd("{name} and {email} are filled in from the form."),
  }),
  strategy: group("Strategy call form (popup)", {
    fields: formFields(strategyForm),
    ...formEnd("{name} and {email} are filled in from the form."),
  }),
});
