import { cloudLabels, industryLabels, serviceLabels } from "~/content/navigation";
import type { ExpertisePage } from "~/content/schemas";
import { type CloudSlug, type IndustrySlug, paths, type ServiceSlug } from "~/lib/paths";

/** Related-page buttons carry the target's short menu label, so a page and its links never disagree. */
const service = (slug: ServiceSlug) => ({ label: serviceLabels[slug], to: paths.service(slug) });
const cloud = (slug: CloudSlug) => ({ label: cloudLabels[slug], to: paths.cloud(slug) });
const industry = (slug: IndustrySlug) => ({ label: industryLabels[slug], to: paths.industry(slug) });

/**
 * Salesforce cloud pages (spec §2 "Expertise service pages, cloud pages and industry pages").
 * Titles are the spec's exactly. Education Cloud has its own layout with a student-lifecycle section.
 */
export const cloudPages = {
  "sales-cloud": {
    title: "Sales Cloud",
    eyebrow: "Salesforce Sales Cloud",
    description:
      "We design Sales Cloud implementations that give sellers a clean pipeline, give leaders a forecast they can trust, and automate the busywork between first call and signed contract.",
    heroIcon: "trending-up",
    overview: {
      heading: "A Sales Cloud Built Around How You Sell",
      paragraphs: [
        "Most Sales Cloud orgs we inherit share the same symptoms: opportunity stages nobody agrees on, required fields filled with placeholder values, and a forecast rebuilt in spreadsheets every Friday. The platform is rarely the problem. The process behind it usually is.",
        "We start by mapping your sales motion, from lead qualification and territory coverage to deal approvals and renewals, and then configure Sales Cloud to match it. That means stage definitions with exit criteria, Flow automation for handoffs and approvals, Enterprise Territory Management where coverage is complex, and pipeline inspection that shows leaders where deals are stalling.",
        "At go-live your admins inherit documented configuration, a sandbox strategy and a release process. The system can then keep pace as your go-to-market model changes, without a new project every time a region is redrawn.",
      ],
    },
    benefits: [
      {
        icon: "target",
        title: "Pipeline You Can Trust",
        description:
          "Stage exit criteria, validation rules that catch bad data at entry, and duplicate management keep opportunity data accurate enough to forecast from.",
      },
      {
        icon: "line-chart",
        title: "Forecasting Without Spreadsheets",
        description:
          "Collaborative forecasting, forecast categories and pipeline inspection give managers a weekly view of commit and best case without exporting to Excel.",
      },
      {
        icon: "workflow",
        title: "Automated Handoffs",
        description:
          "Flow handles lead assignment, discount approvals and the handoff from sales to onboarding, so deals stop waiting in email threads.",
      },
      {
        icon: "map-pin",
        title: "Territory and Coverage Design",
        description:
          "Enterprise Territory Management and account teams model who owns which accounts, with assignment rules that update as reps and regions change.",
      },
      {
        icon: "sparkles",
        title: "AI Where It Earns Its Place",
        description:
          "Einstein opportunity scoring, activity capture and Agentforce for sales draft follow-ups and flag at-risk deals, switched on once your data can support them.",
      },
    ],
    relatedServices: [service("salesforce-consulting"), service("salesforce-integration"), cloud("data-cloud")],
    ctaText: "Ready for a Pipeline Your Leaders Trust?",
  },

  "education-cloud": {
    title: "Education Cloud",
    eyebrow: "Salesforce for Higher Education",
    description:
      "We implement Education Cloud for colleges and universities, connecting admissions, advising, student services and advancement on one FERPA-conscious student record.",
    heroIcon: "graduation-cap",
    overview: {
      heading: "Every Campus Office, One View of the Student",
      paragraphs: [
        "Students experience one institution, but most campuses run admissions, advising, financial aid, career services and advancement on separate systems. Staff re-key data, students repeat their story at every office, and nobody sees the full picture until a student has already stopped out.",
        "We implement Education Cloud on its higher-education data model, integrate it with your student information system and learning management system through MuleSoft or scheduled APIs, and design sharing so each office sees what it needs and nothing more. Advisors get caseloads, alerts and appointment scheduling; recruiters get application pipelines; advancement gets a real view of alumni engagement.",
        "Because student records carry FERPA obligations, we treat data governance as part of the build. Field-level security, consent tracking and audit history are in place from the first sprint, not retrofitted the week before go-live.",
      ],
    },
    benefits: [
      {
        icon: "users",
        title: "A Shared Student Record",
        description:
          "Admissions, advising, financial aid and student services work from one profile, so a student never has to explain their situation twice.",
      },
      {
        icon: "user-check",
        title: "Advising at Scale",
        description:
          "Caseload views, early-alert flags from your LMS and appointment scheduling help advisors reach the students who need them before midterms.",
      },
      {
        icon: "shield-check",
        title: "FERPA-Conscious by Design",
        description:
          "Field-level security, sharing rules and consent records keep student data visible only to staff with a legitimate educational interest.",
      },
      {
        icon: "plug",
        title: "Campus Systems Connected",
        description:
          "Integrations with your SIS, LMS and identity provider keep enrollment, grades and SSO in sync without nightly spreadsheet uploads.",
      },
      {
        icon: "bot",
        title: "Agentforce for Student Services",
        description:
          "AI agents grounded in your knowledge base answer routine questions on deadlines, holds and registration around the clock and hand complex cases to staff.",
      },
    ],
    lifecycle: [
      {
        icon: "megaphone",
        title: "Recruitment & Admissions",
        description:
          "Track prospects from first inquiry through application, decision and deposit, with communication journeys that follow up by program and stage.",
      },
      {
        icon: "compass",
        title: "Onboarding & Orientation",
        description:
          "Turn admitted students into enrolled ones with checklists for housing, aid, placement and registration that staff can monitor in real time.",
      },
      {
        icon: "user-check",
        title: "Advising & Student Success",
        description:
          "Give advisors caseloads, success plans and early-alert signals so at-risk students get outreach while there is still time to act.",
      },
      {
        icon: "briefcase",
        title: "Career Readiness",
        description:
          "Connect internships, employer relationships and career advising to the student record so graduate outcomes are visible across the institution.",
      },
      {
        icon: "hand-heart",
        title: "Alumni & Advancement",
        description:
          "Carry the relationship past graduation with alumni engagement, event history and gift records that help advancement teams plan outreach.",
      },
    ],
    relatedServices: [service("salesforce-agentforce"), service("salesforce-integration"), industry("education")],
    ctaText: "Let's Map Your Student Lifecycle",
    contactSubject: "Education Cloud Consultation",
  },

  "service-cloud": {
    title: "Service Cloud",
    eyebrow: "Salesforce Service Cloud",
    description:
      "We build Service Cloud contact centers that route every case to the right agent, put answers in front of them, and let customers resolve routine issues on their own.",
    heroIcon: "headset",
    overview: {
      heading: "Faster Resolutions, Calmer Agents",
      paragraphs: [
        "Service teams feel every gap in their tools: cases arriving through five channels, agents switching between screens to find an order number, and knowledge articles nobody trusts. Customers notice too, usually as long waits and repeated questions.",
        "We configure Service Cloud around your service model. Omni-Channel routes work by skill and capacity, a Lightning service console puts the customer's history on one screen, entitlements and milestones track SLAs, and Knowledge serves agents and customers alike. Messaging, email, web and voice all land in the same queue structure.",
        "From there we add automation and AI in measured steps: case classification, reply recommendations and Agentforce service agents for high-volume requests. Each step is tied to a metric you already report, such as first-contact resolution or average handle time.",
      ],
    },
    benefits: [
      {
        icon: "workflow",
        title: "Intelligent Routing",
        description:
          "Omni-Channel routes cases, chats and calls by skill, language and agent capacity, so work reaches someone who can resolve it the first time.",
      },
      {
        icon: "layers",
        title: "One Console for Agents",
        description:
          "A Lightning service console brings order history, entitlements and past cases into a single view, cutting the time agents spend searching.",
      },
      {
        icon: "book-open",
        title: "Knowledge That Gets Used",
        description:
          "Article types, approval workflows and tuned search let the same answers serve agents in the console and customers on your help center.",
      },
      {
        icon: "clock",
        title: "SLAs You Can Measure",
        description:
          "Entitlements and milestones track response and resolution commitments and escalate before a breach, not after.",
      },
      {
        icon: "bot",
        title: "AI for High-Volume Requests",
        description:
          "Agentforce service agents and Einstein reply recommendations handle routine questions and hand off to a person with full context when needed.",
      },
    ],
    relatedServices: [service("salesforce-agentforce"), service("salesforce-integration"), cloud("experience-cloud")],
  },

  "experience-cloud": {
    title: "Experience Cloud",
    eyebrow: "Portals and Digital Sites",
    description:
      "We build Experience Cloud portals for customers, partners and constituents: secure, accessible sites that share live Salesforce data and let people help themselves.",
    heroIcon: "globe",
    overview: {
      heading: "Portals People Actually Use",
      paragraphs: [
        "A portal succeeds when the person on the other side can finish a task without calling you: check an order, submit a claim, register a deal, renew a license. It fails when it is a brochure bolted onto a login page.",
        "We design Experience Cloud sites around those tasks. We choose between Lightning Web Runtime and Aura templates based on performance and component needs, build Lightning Web Components where standard ones fall short, and model external sharing so partners and customers see exactly their own records. Sign-on runs through your identity provider with SAML or OpenID Connect.",
        "Every site is tested against WCAG 2.1 AA and tuned for mobile before launch. We hand it over with a content workflow your marketing or communications team can run without a developer.",
      ],
    },
    benefits: [
      {
        icon: "handshake",
        title: "Partner Relationship Portals",
        description:
          "Deal registration, lead distribution, market development funds and shared pipeline give channel partners a reason to log in every week.",
      },
      {
        icon: "users",
        title: "Customer Self-Service",
        description:
          "Customers track cases, orders and invoices, search knowledge and update their own details, reducing routine contacts to your service team.",
      },
      {
        icon: "lock",
        title: "Secure External Access",
        description:
          "Sharing sets, external user licenses and SSO through your identity provider keep each visitor's data private without custom security code.",
      },
      {
        icon: "smartphone",
        title: "Accessible on Any Device",
        description:
          "Responsive layouts built and tested against WCAG 2.1 AA so the site works for every visitor, on phones as well as desktops.",
      },
      {
        icon: "code",
        title: "Custom Components When Needed",
        description:
          "Lightning Web Components and Apex extend standard templates with calculators, guided forms and integrations with external systems.",
      },
    ],
    relatedServices: [cloud("service-cloud"), service("salesforce-integration")],
  },

  "government-cloud": {
    title: "Government Cloud",
    eyebrow: "Salesforce for Government",
    description:
      "We deliver Salesforce Government Cloud solutions for federal, state and local agencies, with the security controls, accessibility and documentation an authorization to operate demands.",
    heroIcon: "landmark",
    overview: {
      heading: "Modern Constituent Services, Built for Compliance",
      paragraphs: [
        "Agencies are asked to deliver services as simple as online banking while meeting security and records requirements commercial teams never see. Salesforce Government Cloud Plus runs in a FedRAMP High authorized environment, which clears a major hurdle. What remains is configuring it correctly and proving that you did.",
        "We implement case management, licensing, permitting, inspections and grants on Public Sector Solutions, integrate with mainframe and records systems, and configure Salesforce Shield for encryption, event monitoring and field audit trail. Along the way we document the control implementation details your security office needs for its authorization package.",
        "Constituent-facing sites are built to Section 508 and WCAG 2.1 AA and written in plain language. We test them with screen readers and keyboard-only navigation before launch, because a service residents cannot use is not a modern service.",
      ],
    },
    benefits: [
      {
        icon: "shield-check",
        title: "Security Controls Documented",
        description:
          "We map configuration to NIST SP 800-53 controls and prepare the evidence your security office needs for its authorization to operate.",
      },
      {
        icon: "lock",
        title: "Shield Encryption and Monitoring",
        description:
          "Platform Encryption, Event Monitoring and Field Audit Trail protect sensitive data and keep the history that records retention policies require.",
      },
      {
        icon: "clipboard-check",
        title: "Licensing, Permits and Inspections",
        description:
          "Public Sector Solutions workflows replace paper forms and spreadsheets with tracked, auditable applications, inspections and approvals.",
      },
      {
        icon: "users",
        title: "Constituent Service Portals",
        description:
          "Accessible Experience Cloud sites let residents apply, pay, upload documents and check status without calling or visiting an office.",
      },
      {
        icon: "server",
        title: "Legacy Systems Integrated",
        description:
          "MuleSoft and secure APIs connect Salesforce to mainframes, financial systems and records repositories without a risky big-bang replacement.",
      },
    ],
    relatedServices: [industry("public-sector"), cloud("experience-cloud"), service("salesforce-managed-services")],
    ctaText: "Talk to Our Public Sector Team",
    contactSubject: "Government Cloud Consultation",
  },

  "data-cloud": {
    title: "Data Cloud",
    eyebrow: "Unified Customer Data",
    description:
      "We implement Salesforce Data Cloud to unify CRM, commerce, web and warehouse data into real-time customer profiles that power segmentation, analytics and Agentforce.",
    heroIcon: "database",
    overview: {
      heading: "From Scattered Records to One Customer Profile",
      paragraphs: [
        "Most organizations already hold the data they need to personalize service and marketing. It is split across Salesforce orgs, commerce platforms, product databases and a data warehouse, each with its own customer ID.",
        "We design Data Cloud data streams and mappings to the customer data model, configure identity resolution rules that match records with confidence, and build calculated insights such as lifetime value or engagement scores. Where your data already lives in Snowflake, Databricks or BigQuery, we use zero-copy federation rather than duplicating it.",
        "Unified profiles then flow back to where work happens: segments activated in Marketing Cloud, insights on Sales and Service Cloud record pages, and grounded context for Agentforce agents. Consent and data governance are set up alongside, so privacy requests are honored everywhere the data goes.",
      ],
    },
    benefits: [
      {
        icon: "users",
        title: "Unified Customer Profiles",
        description:
          "Identity resolution merges records from every connected system into one profile, with clear lineage back to each source.",
      },
      {
        icon: "database",
        title: "Zero-Copy Federation",
        description:
          "Query data in Snowflake, Databricks or BigQuery where it lives, avoiding duplicate pipelines and storage costs.",
      },
      {
        icon: "bar-chart",
        title: "Calculated Insights",
        description:
          "Lifetime value, churn risk and engagement scores computed in Data Cloud and surfaced to sellers, service agents and marketers.",
      },
      {
        icon: "target",
        title: "Segmentation and Activation",
        description:
          "Build segments once and activate them across Marketing Cloud, advertising platforms and your own channels as profiles change.",
      },
      {
        icon: "brain",
        title: "Grounding for Agentforce",
        description:
          "Governed, current customer context lets AI agents give accurate, specific answers instead of generic ones.",
      },
    ],
    relatedServices: [service("ai-services"), service("salesforce-agentforce"), service("salesforce-integration")],
    ctaText: "Put Your Customer Data to Work",
  },

  "manufacturing-cloud": {
    title: "Manufacturing Cloud",
    eyebrow: "Salesforce for Manufacturers",
    description:
      "We implement Manufacturing Cloud so commercial, operations and channel teams plan from the same numbers, using sales agreements, account-based forecasting and connected partner data.",
    heroIcon: "factory",
    overview: {
      heading: "Where Commercial Plans Meet Operations",
      paragraphs: [
        "Manufacturers live on run-rate business, but most CRM setups are built for one-time deals. Committed volumes sit in contracts, actual orders sit in the ERP, and forecasts are assembled by hand from dealer spreadsheets, leaving operations to plan against numbers sales no longer believes.",
        "Manufacturing Cloud closes that gap. We configure sales agreements that track planned against actual quantities and revenue by product and period, account-based forecasting that rolls up from accounts to regions, and rebate programs that calculate payouts from real transactions. MuleSoft integration with your ERP keeps orders, shipments and pricing current.",
        "Dealers and distributors get Experience Cloud portals for orders, inventory and warranty claims. Field teams get Field Service for maintaining the installed base, with asset history and entitlements on every work order.",
      ],
    },
    benefits: [
      {
        icon: "file-text",
        title: "Sales Agreements",
        description:
          "Track negotiated volumes and revenue against actual orders from your ERP, with variance alerts before a shortfall becomes a missed quarter.",
      },
      {
        icon: "line-chart",
        title: "Account-Based Forecasting",
        description:
          "Forecasts roll up from account and product level to region and plant, giving operations a demand signal tied to real customers.",
      },
      {
        icon: "truck",
        title: "Dealer and Channel Visibility",
        description:
          "Partner portals share orders, inventory, co-op funds and sell-through data with dealers and distributors.",
      },
      {
        icon: "scale",
        title: "Rebate Management",
        description:
          "Define rebate programs once and calculate payouts from transactions, replacing spreadsheet reconciliation and payout disputes.",
      },
      {
        icon: "wrench",
        title: "Service for the Installed Base",
        description:
          "Asset records, warranty claims and Field Service scheduling keep customer equipment running long after the sale.",
      },
    ],
    relatedServices: [],
  },

  "nonprofit-cloud": {
    title: "Nonprofit Cloud",
    eyebrow: "Salesforce for Nonprofits",
    description:
      "We implement Nonprofit Cloud and migrate organizations from NPSP, connecting fundraising, programs, volunteers and grants so staff spend less time on data and more on mission.",
    heroIcon: "hand-heart",
    overview: {
      heading: "One Platform for Mission, Money and Measurement",
      paragraphs: [
        "Nonprofit teams often run fundraising in one system, programs in another and volunteers in a spreadsheet, then spend reporting season reconciling all three for the board and funders. Every hour spent on that is an hour not spent on the mission.",
        "Nonprofit Cloud brings fundraising, program and case management, volunteer management, grantmaking and outcome tracking onto the core Salesforce platform. Many organizations arrive from the Nonprofit Success Pack (NPSP), and because that move is a re-implementation rather than an upgrade, we plan it with care: data model mapping, migration of gift history and recurring donations, and cleanup of years of custom fields.",
        "We keep the scope proportionate to your team's capacity. Your staff are trained to own the system, so you are not dependent on a consultant for every new campaign or report.",
      ],
    },
    benefits: [
      {
        icon: "hand-heart",
        title: "Fundraising and Donor Management",
        description:
          "Gift entry, recurring donations, soft credits and campaign tracking give development teams a complete view of every supporter.",
      },
      {
        icon: "target",
        title: "Program and Outcome Tracking",
        description:
          "Record participants, services delivered and outcomes against your logic model, ready for funder and board reports.",
      },
      {
        icon: "users",
        title: "Volunteer Management",
        description:
          "Recruit, schedule and recognize volunteers, and record their hours alongside their giving history.",
      },
      {
        icon: "file-text",
        title: "Grants Management",
        description:
          "Manage applications, deliverables, reporting deadlines and budgets for the grants you receive or award.",
      },
      {
        icon: "refresh",
        title: "NPSP to Nonprofit Cloud Migration",
        description:
          "A planned move of donors, gifts and recurring schedules, with reconciliation reports that show every dollar arrived intact.",
      },
    ],
    relatedServices: [industry("non-profit"), service("salesforce-managed-services")],
    ctaText: "Planning a Move From NPSP?",
    contactSubject: "Nonprofit Cloud Migration",
  },
} satisfies Record<CloudSlug, ExpertisePage>;
