import { siGithub, siSnowflake } from "simple-icons";
import { type CloudSlug, contactPath, type IndustrySlug, paths } from "~/lib/paths";
import type { HeroSlide, Illustration, MethodologyStep, PartnerLogo, Strength } from "./schemas";
import { site } from "./site";

/**
 * The home page's own words and records (spec §2 "Home page", §3, §9). Sections that show other
 * collections (industries, clouds, case studies, articles, principles) name which records they
 * draw, and `home-index.ts` assembles them, so no text is copied from one record into another.
 *
 * Everything here is plain data: the route's loader returns it at build time, so it travels in the
 * pre-rendered HTML rather than in the JavaScript bundle.
 */

export const homeMeta = {
  title: "Salesforce, Data, AI & DevOps Consulting",
  description:
    "Salesforce consulting, Data Cloud, Agentforce AI and DevOps for enterprises, public agencies, schools and nonprofits — from a certified partner with a 4.9/5 client success rating.",
};

/** Spec §2 Home 1 and §9: four slides (digital ecosystems, AI insights, Salesforce architecture, DevOps). */
export const heroSlides: HeroSlide[] = [
  {
    id: "digital-ecosystems",
    title: "Build a Connected Enterprise Digital Ecosystem",
    subtitle:
      "We unite Salesforce, your core systems and your data into one platform that employees, partners and customers can rely on, designed to grow with you.",
    image: {
      kind: "illustration",
      motif: "layers",
      pattern: "nodes",
      alt: "Illustration of layered enterprise systems linked into one network around a central platform",
    },
    buttons: [
      {
        label: "Explore Digital Transformation",
        to: paths.service("digital-transformation"),
        variant: "warm",
        icon: "rocket",
      },
      {
        label: "Request a Consultation",
        to: contactPath({ subject: "Digital Ecosystem Consultation" }),
        variant: "ghost",
        icon: "message-square",
        cta: "hero-consultation",
      },
    ],
  },
  {
    id: "ai-insights",
    title: "Turn Unified Data Into AI Insights You Can Act On",
    subtitle:
      "Bring customer data together in Data Cloud, then put trusted AI to work, from predictive scoring to Agentforce agents that resolve requests around the clock.",
    image: {
      kind: "illustration",
      motif: "brain",
      pattern: "orbits",
      alt: "Illustration of an AI brain icon at the centre of orbiting data points",
    },
    buttons: [
      { label: "Discover AI Services", to: paths.service("ai-services"), variant: "warm", icon: "sparkles" },
      { label: "Explore Data Cloud", to: paths.cloud("data-cloud"), variant: "ghost", icon: "database" },
    ],
  },
  {
    id: "salesforce-architecture",
    title: "Salesforce Architecture Engineered to Scale",
    subtitle:
      "Certified architects design orgs, integrations and data models that stay fast, secure and maintainable as your users, volumes and ambitions grow.",
    image: {
      kind: "illustration",
      motif: "cloud",
      pattern: "grid",
      alt: "Illustration of a cloud icon above a structured blueprint grid",
    },
    buttons: [
      { label: "Salesforce Consulting", to: paths.service("salesforce-consulting"), variant: "warm", icon: "compass" },
      { label: "See Client Results", to: paths.caseStudies, variant: "ghost", icon: "trending-up" },
    ],
  },
  {
    id: "devops",
    title: "DevOps That Makes Every Release a Non-Event",
    subtitle:
      "Source control, automated testing and deployment pipelines for Salesforce, so your team ships every week instead of every quarter, with fewer rollbacks.",
    image: {
      kind: "illustration",
      motif: "git-branch",
      pattern: "bars",
      alt: "Illustration of a version-control branch icon above rising release bars",
    },
    buttons: [
      { label: "Explore DevOps Services", to: paths.service("devops"), variant: "warm", icon: "git-branch" },
      {
        label: "Take the DevOps Assessment",
        to: paths.service("devops-assessment"),
        variant: "ghost",
        icon: "clipboard-check",
      },
    ],
  },
];

/** Spec §2 Home 2: the four industries the home page features, in order. */
export const homeIndustrySlugs = [
  "public-sector",
  "education",
  "non-profit",
  "retail-ecommerce",
] as const satisfies readonly IndustrySlug[];

/** Spec §2 Home 4 and §9: six cloud cards, three per page. */
export const homeCloudSlugs = [
  "sales-cloud",
  "service-cloud",
  "data-cloud",
  "experience-cloud",
  "government-cloud",
  "education-cloud",
] as const satisfies readonly CloudSlug[];
export const CLOUDS_PER_PAGE = 3;

/** Spec §2 Home 8: three teasers, one each from the public sector, retail and AI work. */
export const homeCaseStudySlugs = [
  "digital-transformation-planning-agency",
  "retail-transformation-salesforce",
  "empowering-student-success-agentforce",
] as const;

/**
 * Spec §2 Home 3: seven logos from the Salesforce ecosystem we build with. simple-icons carries
 * Snowflake and GitHub; it has no mark for Salesforce-owned brands or AWS, so those are wordmarks.
 */
export const partnerLogos = [
  { name: "Salesforce" },
  { name: "MuleSoft" },
  { name: "Tableau" },
  { name: "Slack" },
  { name: "AWS" },
  { name: "Snowflake", mark: siSnowflake.path },
  { name: "GitHub", mark: siGithub.path },
] satisfies PartnerLogo[];

/** Spec §2 Home 5: six strength badges around the centre mark. */
export const strengths = [
  { icon: "award", title: "Certified Experts", detail: "100+ certifications across the team" },
  { icon: "check-circle", title: "Proven Delivery", detail: "Agile sprints with fixed milestones and owners" },
  { icon: "building", title: "Industry Depth", detail: "Public sector, education, nonprofit and retail" },
  { icon: "brain", title: "AI-Ready Data", detail: "Data Cloud and Agentforce on clean foundations" },
  { icon: "shield-check", title: "Security First", detail: "Compliance and governance designed in" },
  { icon: "handshake", title: "Lasting Partnership", detail: "Managed services and roadmaps after go-live" },
] satisfies Strength[];

/** Spec §2 Home 6 and §9: exactly six steps, Discovery & Strategy first (and selected first, §4). */
export const methodologySteps = [
  {
    id: "discovery-strategy",
    title: "Discovery & Strategy",
    description:
      "We start with your goals, not our tools. Workshops with sponsors, users and IT map today's processes, data and pain points, and end in a prioritized roadmap with a business case leadership can approve.",
    colour: "accent",
    imageDescription: "Illustration of a compass over a grid of planning notes, representing discovery workshops",
    icon: "compass",
    pattern: "grid",
    highlights: [
      "Stakeholder workshops and process mapping",
      "Current-state org and data health review",
      "Prioritized roadmap with measurable outcomes",
    ],
  },
  {
    id: "solution-design",
    title: "Solution Design & Architecture",
    description:
      "Certified architects turn the roadmap into a design: data model, security and sharing, integrations and the right mix of configuration and code, reviewed against Salesforce's Well-Architected framework.",
    colour: "navy",
    imageDescription: "Illustration of layered architecture blocks connected by integration lines",
    icon: "layers",
    pattern: "nodes",
    highlights: [
      "Data model and integration blueprints",
      "Security, sharing and compliance design",
      "Architecture review before a line of code",
    ],
  },
  {
    id: "agile-implementation",
    title: "Agile Implementation",
    description:
      "We build in two-week sprints with a demo at the end of each, so your team sees working software early, shapes it as we go and is trained and ready well before go-live.",
    colour: "warm",
    imageDescription: "Illustration of a rocket lifting off above rising sprint bars",
    icon: "rocket",
    pattern: "bars",
    highlights: [
      "Two-week sprints with working demos",
      "Automated testing and CI/CD from day one",
      "Training and change management built in",
    ],
  },
  {
    id: "optimization",
    title: "Optimization & Enhancement",
    description:
      "After launch we watch how people actually use the system. Adoption dashboards, user feedback and performance data drive a steady stream of refinements that raise productivity.",
    colour: "accent",
    imageDescription: "Illustration of a performance gauge surrounded by flowing data waves",
    icon: "gauge",
    pattern: "waves",
    highlights: [
      "Adoption and performance dashboards",
      "Backlog of quick wins from real usage",
      "Automation that removes manual steps",
    ],
  },
  {
    id: "ongoing-support",
    title: "Ongoing Support & Partnership",
    description:
      "Our managed services team keeps your platform healthy: release readiness for the three Salesforce releases a year, admin support with agreed response times and a named lead who knows your org.",
    colour: "navy",
    imageDescription: "Illustration of a support headset at the centre of orbiting service rings",
    icon: "headset",
    pattern: "orbits",
    highlights: [
      "Named lead and agreed response times",
      "Release readiness three times a year",
      "Proactive health checks and reporting",
    ],
  },
  {
    id: "continuous-innovation",
    title: "Continuous Innovation",
    description:
      "We bring new capabilities into your roadmap when they earn their place, piloting Agentforce agents, Data Cloud segments or new industry features against a clear business case.",
    colour: "warm",
    imageDescription: "Illustration of a lightbulb with sparks rising over a network of ideas",
    icon: "lightbulb",
    pattern: "nodes",
    highlights: [
      "Quarterly innovation and roadmap reviews",
      "Pilots of Agentforce and Data Cloud use cases",
      "Value tracked against the original business case",
    ],
  },
] satisfies MethodologyStep[];

/** Spec §9: the four home stat tiles, values and meanings exactly. */
export const inquiryStats = [
  { value: "10+", label: "Years of Industry Expertise" },
  { value: "4.9/5", label: "Client Success Rating" },
  { value: "100+", label: "Salesforce Certifications" },
  { value: "98%", label: "Customer Satisfaction (CSAT)" },
];

/** Section words: eyebrow, heading, lead and link labels, in page order. */
export const homeCopy = {
  hero: {
    /**
     * The page's one h1: a stable statement of who we are and what we do, shown above the slides.
     * Slide titles rotate, so none of them can stand for the page; they are h2s.
     */
    heading: `${site.name}: Salesforce, Data, AI & DevOps Consulting`,
    label: "Featured solutions",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause automatic slide show",
    play: "Start automatic slide show",
    slideLabel: "{n} of {total}",
    dotLabel: "Show slide {n}: {title}",
  },
  industries: {
    eyebrow: "Industries",
    heading: "Solutions Shaped Around Your Sector",
    lead: "Regulation, funding cycles and customer expectations differ from one sector to the next. Our teams bring the data models, compliance know-how and accelerators each one needs.",
    more: "Explore solutions",
    viewAll: { label: "View All Industries", to: paths.industries },
  },
  partners: {
    heading: "Platforms and Partners We Build With",
  },
  clouds: {
    eyebrow: "Salesforce Clouds",
    heading: "Every Salesforce Cloud, Implemented by Specialists",
    lead: "From the sales pipeline to the service desk to the public sector, each cloud is delivered by consultants who implement it every week.",
    more: "Explore cloud",
    pagesLabel: "Cloud card pages",
    pageLabel: "Show clouds {start}–{end}",
    status: "Showing clouds {start}–{end} of {total}",
  },
  whyChoose: {
    eyebrow: "Why Choose Us",
    heading: `Why Choose ${site.name}`,
    lead: "Clients stay with us for years because we pair certified expertise with honest advice and stay accountable long after go-live.",
    centre: site.shortName,
    cta: { label: "Schedule a Discovery Call", to: contactPath({ subject: "Discovery Call" }) },
  },
  methodology: {
    eyebrow: "Our Methodology",
    heading: "A Proven Path From Idea to Impact",
    lead: "Six stages take every engagement from first workshop to lasting value. Select a stage to see what happens in it.",
    tabsLabel: "Methodology stages",
    stepLabel: "Stage {n}",
  },
  agentforce: {
    eyebrow: "Salesforce Agentforce",
    heading: "Put Autonomous AI Agents to Work With Agentforce",
    lead: "Agentforce agents answer questions, update records and complete tasks across service, sales and student support, grounded in your data and within the guardrails you set.",
    highlights: [
      "Agents grounded in your knowledge base and Data Cloud",
      "Clear guardrails, audit trails and human handoff",
      "Live in weeks with a focused, measurable first use case",
    ],
    image: {
      kind: "illustration",
      motif: "bot",
      pattern: "orbits",
      alt: "Illustration of an AI agent icon at the centre of orbiting conversation points",
    } satisfies Illustration,
    explore: { label: "Explore Agentforce", to: paths.service("salesforce-agentforce") },
    // decisions.md 6: the demo request goes to the contact form with its subject prefilled.
    demo: { label: "Request Demo", to: contactPath({ subject: "Agentforce Demo Request" }) },
  },
  caseStudies: {
    eyebrow: "Client Success",
    heading: "Results Our Clients Can Measure",
    lead: "A planning agency, a national retailer and a university each set clear targets. Here is how they met them.",
    readMore: "Read Case Study",
    viewAll: { label: "View All Case Studies", to: paths.caseStudies },
  },
  blog: {
    eyebrow: "From the Blog",
    heading: "Latest Insights",
    lead: "Practical field notes from our architects and delivery leads.",
    readMore: "Read More",
  },
  knowledgeHub: {
    eyebrow: "Knowledge Hub",
    heading: "Deep Dives for Salesforce Leaders",
    lead: "Guides on security, integration and platform strategy, written by the consultants who do the work.",
    readMore: "Read Full Article",
    exploreAll: { label: "Explore All Insights", to: paths.blog },
  },
  principles: {
    eyebrow: "Our Values",
    heading: "Guiding Principles",
    lead: "Six commitments shape how we scope, build and support every engagement.",
  },
  inquiry: {
    eyebrow: "Start the Conversation",
    heading: `Trust ${site.name} to Navigate and Conquer Your Digital Frontier`,
    lead: "Tell us where you want to go. A senior consultant will reply within one business day with next steps, not a sales script.",
  },
};
