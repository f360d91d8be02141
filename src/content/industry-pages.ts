import { cloudLabels, serviceLabels } from "~/content/navigation";
import type { ExpertisePage } from "~/content/schemas";
import { type CloudSlug, type IndustrySlug, paths, type ServiceSlug } from "~/lib/paths";

/** Related-page buttons carry the target's short menu label, so a page and its links never disagree. */
const service = (slug: ServiceSlug) => ({ label: serviceLabels[slug], to: paths.service(slug) });
const cloud = (slug: CloudSlug) => ({ label: cloudLabels[slug], to: paths.cloud(slug) });

/**
 * Industry pages (spec §2 "Expertise service pages, cloud pages and industry pages").
 * Titles are the spec's exactly.
 */
export const industryPages = {
  "public-sector": {
    title: "Public Sector Solutions",
    eyebrow: "Government and Agencies",
    description:
      "We help federal, state and local agencies modernize constituent services on Salesforce, with procurement-ready engagements, accessible design and FedRAMP-authorized Government Cloud.",
    heroIcon: "building",
    overview: {
      heading: "Government Services That Work the Way Residents Expect",
      paragraphs: [
        "Public agencies work under constraints most organizations never face: procurement rules that shape how work is scoped, accessibility obligations under Section 508, records retention schedules, and security reviews that can take longer than the build. Meanwhile, residents expect to apply for a permit or check a benefit status from their phone.",
        "We structure engagements around how agencies buy, with defined deliverables and phases that map cleanly to a statement of work or task order, and we plan for the security review from day one. Where FedRAMP authorization is required, solutions run on Salesforce Government Cloud, using Public Sector Solutions for licensing, permitting, inspections, benefits and grants.",
        "We measure success the way agencies do: shorter processing times, fewer calls to the front desk, better data for legislative and board reporting, and clean audit findings. Those measures are agreed at kickoff and reported at every phase gate.",
      ],
    },
    benefits: [
      {
        icon: "file-text",
        title: "Procurement-Ready Engagements",
        description:
          "Phased scopes, fixed deliverables and documentation that fit statements of work, task orders and cooperative purchasing agreements.",
      },
      {
        icon: "shield-check",
        title: "FedRAMP and Government Cloud",
        description:
          "Solutions deployed on Salesforce Government Cloud, with Shield encryption and audit controls documented for your authorization to operate.",
      },
      {
        icon: "users",
        title: "Constituent Services",
        description:
          "Case management, 311-style request intake and status tracking give residents answers and give staff one shared queue.",
      },
      {
        icon: "check-circle",
        title: "Accessibility Built In",
        description:
          "Section 508 and WCAG 2.1 AA conformance, tested with screen readers and keyboard-only navigation before every release.",
      },
      {
        icon: "clipboard-check",
        title: "Licensing, Permits and Grants",
        description:
          "Public Sector Solutions workflows for applications, inspections, renewals and grant programs, with a complete audit trail.",
      },
    ],
    relatedServices: [cloud("government-cloud"), service("digital-transformation"), cloud("experience-cloud")],
    ctaText: "Modernize Constituent Services With Confidence",
    contactSubject: "Public Sector Consultation",
  },

  education: {
    title: "Education Industry Solutions",
    eyebrow: "Higher Education and K-12",
    description:
      "We help colleges, universities and school systems improve recruitment, advising and student success on Salesforce while protecting student records under FERPA.",
    heroIcon: "book-open",
    overview: {
      heading: "Technology That Keeps Students on Track",
      paragraphs: [
        "Enrollment pressure, retention targets and thin staffing have made student success an institution-wide priority. Yet the signals that a student is struggling, such as missed classes, an unpaid balance or a dropped course, are spread across the SIS, the LMS and a dozen office inboxes.",
        "We bring those signals together on Education Cloud so advisors, faculty and student services staff can act on them. Early-alert workflows flag at-risk students, advisors work from prioritized caseloads, and Agentforce handles routine questions on deadlines and registration so staff can spend their time on the conversations that matter.",
        "Every design decision respects FERPA: access limited to legitimate educational interest, directory-information and consent flags honored, and audit history on sensitive fields. We also plan around the academic calendar, scheduling cutovers away from registration and move-in weeks.",
      ],
    },
    benefits: [
      {
        icon: "user-check",
        title: "Proactive Advising",
        description:
          "Caseloads, success plans and early-alert signals help advisors reach struggling students while there is still time to help.",
      },
      {
        icon: "megaphone",
        title: "Recruitment and Admissions",
        description:
          "Application pipelines and personalized communication journeys move prospective students from first inquiry to enrollment deposit.",
      },
      {
        icon: "shield-check",
        title: "FERPA Compliance",
        description:
          "Role-based access, consent tracking and field history keep student records protected and every change auditable.",
      },
      {
        icon: "bot",
        title: "Around-the-Clock Student Support",
        description:
          "Agentforce agents answer common questions about financial aid, holds and registration, escalating to staff with full context.",
      },
      {
        icon: "plug",
        title: "Connected Campus Systems",
        description:
          "Integration with your SIS, LMS and single sign-on keeps student data current without manual uploads.",
      },
    ],
    relatedServices: [cloud("education-cloud"), service("salesforce-agentforce"), service("ai-services")],
  },

  "non-profit": {
    title: "Non-Profit Organization Solutions",
    eyebrow: "Mission-Driven Organizations",
    description:
      "We help nonprofits raise more, manage grants and volunteers, and prove program outcomes to funders, with Salesforce solutions sized to a mission-driven budget and team.",
    heroIcon: "hand-heart",
    overview: {
      heading: "More Time for the Mission",
      paragraphs: [
        "Nonprofits answer to many audiences at once: donors who want to see impact, funders with their own reporting templates, boards watching overhead, and the communities they serve. Most do it with small teams and systems that were donated, inherited or stitched together over the years.",
        "We give organizations a clear picture of supporters and programs on Nonprofit Cloud: donor and gift management, grant applications and deliverables, volunteer recruitment and scheduling, and program data that rolls up to outcome reports. Marketing Cloud or Account Engagement can then drive appeals and stewardship journeys from the same data.",
        "We respect the budget. Work is phased so each stage delivers value on its own, we help you make full use of Salesforce's nonprofit licensing, and we train staff to administer the system themselves.",
      ],
    },
    benefits: [
      {
        icon: "hand-heart",
        title: "Fundraising and Stewardship",
        description:
          "Track donors, gifts, pledges and recurring giving, and run segmented appeals that thank supporters for their specific impact.",
      },
      {
        icon: "file-text",
        title: "Grant Tracking",
        description:
          "Manage deadlines, deliverables, budgets and reports for every grant, so nothing slips between program and finance teams.",
      },
      {
        icon: "users",
        title: "Volunteer Coordination",
        description:
          "Recruit, schedule and recognize volunteers through self-service sign-up, with hours recorded for reporting and matching-gift programs.",
      },
      {
        icon: "bar-chart",
        title: "Program Outcomes",
        description:
          "Connect services delivered to participant outcomes and produce funder and board reports without a week of spreadsheet work.",
      },
      {
        icon: "scale",
        title: "Right-Sized Delivery",
        description:
          "Phased scopes, clear budgets and admin training that fit small teams and keep more of your funding focused on programs.",
      },
    ],
    relatedServices: [cloud("nonprofit-cloud"), service("salesforce-managed-services")],
    ctaText: "Spend Less Time on Data and More on Your Mission",
  },

  "retail-ecommerce": {
    title: "Retail & eCommerce Solutions",
    eyebrow: "Retail and Commerce",
    description:
      "We connect commerce, order management, service and loyalty on Salesforce so retailers recognize every shopper and deliver on every order, online and in store.",
    heroIcon: "shopping-cart",
    overview: {
      heading: "Every Channel, One Customer",
      paragraphs: [
        "Shoppers move between your website, app, marketplaces and stores without thinking about it. They expect you to keep up: accurate inventory, flexible fulfillment, returns anywhere, and service agents who already know what they ordered.",
        "We implement Commerce Cloud storefronts and Salesforce Order Management to orchestrate fulfillment across warehouses, stores and drop-ship partners, including buy online, pick up in store. Service Cloud gives agents the full order history, and Loyalty Management runs points, tiers and member benefits from the same customer record.",
        "Data Cloud ties it together with unified profiles and segments for personalized campaigns, while MuleSoft connects POS, ERP and warehouse systems. We plan launches around your trading calendar, with load testing and code freezes well ahead of peak season.",
      ],
    },
    benefits: [
      {
        icon: "shopping-cart",
        title: "Commerce That Converts",
        description:
          "B2C and B2B Commerce storefronts with fast search, personalized merchandising and a streamlined checkout.",
      },
      {
        icon: "truck",
        title: "Order Management",
        description:
          "Distributed order orchestration across stores, warehouses and partners, with real-time inventory and flexible returns.",
      },
      {
        icon: "star",
        title: "Loyalty Programs",
        description:
          "Points, tiers and member offers managed in Loyalty Management and recognized at every touchpoint, online and at the register.",
      },
      {
        icon: "headset",
        title: "Order-Aware Service",
        description:
          "Agents see orders, shipments and returns in the Service Cloud console and resolve order-status questions in a single contact.",
      },
      {
        icon: "target",
        title: "Personalized Marketing",
        description:
          "Data Cloud segments and Marketing Cloud journeys shaped by purchase history, browsing behavior and loyalty status.",
      },
    ],
    relatedServices: [cloud("data-cloud"), cloud("service-cloud"), service("salesforce-integration")],
  },

  "travel-hospitality": {
    title: "Travel & Hospitality Solutions",
    eyebrow: "Travel and Hospitality",
    description:
      "We help hotels, resorts and travel brands personalize the guest journey from booking to checkout by connecting reservations, loyalty and service data on Salesforce.",
    heroIcon: "hotel",
    overview: {
      heading: "Remember Every Guest, at Every Property",
      paragraphs: [
        "Guests expect a brand to remember them: the room preference from their last stay, the anniversary dinner, the late arrival noted at booking. That information usually lives in a property management system, a booking engine, a loyalty platform and a front-desk notebook that never talk to each other.",
        "We integrate reservation, property management and point-of-sale systems with Salesforce through MuleSoft and build a guest profile in Data Cloud that every team can use. Marketing Cloud sends pre-arrival and post-stay journeys, Service Cloud handles changes and complaints across messaging, email and phone, and Loyalty Management rewards repeat stays and direct bookings.",
        "The result is staff who know who is arriving and marketing that depends less on online travel agencies. Leadership gains a clearer view of guest lifetime value across properties and brands.",
      ],
    },
    benefits: [
      {
        icon: "users",
        title: "Unified Guest Profiles",
        description:
          "Stay history, preferences and loyalty status from every property in one profile available to reservations, front desk and marketing.",
      },
      {
        icon: "calendar",
        title: "Reservations Integration",
        description:
          "Booking engines, property management systems and channel managers connected, so changes and cancellations update everywhere at once.",
      },
      {
        icon: "star",
        title: "Loyalty That Drives Direct Booking",
        description:
          "Tiers, points and member rates that reward guests for booking directly rather than through third-party sites.",
      },
      {
        icon: "message-square",
        title: "Service Across Channels",
        description:
          "Messaging, email and voice in one queue, so guests get fast answers before, during and after their trip.",
      },
      {
        icon: "plane",
        title: "Journey Personalization",
        description:
          "Pre-arrival upgrades, in-stay offers and post-stay surveys triggered by real itinerary and reservation data.",
      },
    ],
    relatedServices: [],
    ctaText: "Let's Design a Better Guest Journey",
  },

  healthcare: {
    title: "Healthcare & Life Sciences Solutions",
    eyebrow: "Healthcare and Life Sciences",
    description:
      "We help providers, payers and life sciences companies engage patients and coordinate care on Health Cloud, with HIPAA safeguards and EHR integration designed in from the start.",
    heroIcon: "heart-pulse",
    overview: {
      heading: "Coordinated Care Starts With Connected Data",
      paragraphs: [
        "Care teams need a complete picture of the patient, but clinical data sits in the EHR, scheduling in another system, and patient conversations in the contact center. Referrals leak, care plans go unfollowed, and patients repeat their history on every call.",
        "We implement Health Cloud to give care coordinators, nurses and service agents a shared patient view, with care plans, care team membership and referral tracking. EHR data arrives through MuleSoft using FHIR R4 and HL7 interfaces, so Salesforce complements your clinical system rather than competing with it. For life sciences companies, we support patient services programs, HCP engagement and clinical trial recruitment.",
        "HIPAA shapes every decision. We work under your business associate agreement, limit protected health information to what each role needs, and configure Shield Platform Encryption, Event Monitoring and Field Audit Trail for protection and oversight.",
      ],
    },
    benefits: [
      {
        icon: "heart-pulse",
        title: "Patient Engagement",
        description:
          "Appointment reminders, care plan tasks and two-way messaging keep patients involved in their care between visits.",
      },
      {
        icon: "users",
        title: "Care Coordination",
        description:
          "Shared care plans, care team views and referral tracking across providers, payers and community partners.",
      },
      {
        icon: "shield-check",
        title: "HIPAA Safeguards",
        description:
          "Least-privilege access, Shield encryption and audited activity that stand up to compliance and privacy reviews.",
      },
      {
        icon: "plug",
        title: "EHR Integration",
        description:
          "FHIR and HL7 interfaces through MuleSoft bring clinical context into Salesforce without re-keying data.",
      },
      {
        icon: "headset",
        title: "Patient Service Centers",
        description:
          "Service Cloud consoles and Agentforce agents resolve scheduling, billing and prescription questions faster.",
      },
    ],
    relatedServices: [cloud("service-cloud"), service("salesforce-integration"), cloud("data-cloud")],
    ctaText: "Let's Talk About Your Patient Experience",
    contactSubject: "Healthcare Solutions Consultation",
  },

  manufacturing: {
    title: "Manufacturing Industry Solutions",
    eyebrow: "Industrial Manufacturing",
    description:
      "We help manufacturers align sales, operations and channel partners on Salesforce, with sales agreements, demand forecasting, dealer portals and connected field service.",
    heroIcon: "factory",
    overview: {
      heading: "From Forecast to Field Service",
      paragraphs: [
        "Manufacturing margins depend on planning accurately and serving installed equipment well. Yet forecasts often come from rep spreadsheets, dealer orders arrive by email, and service history is locked in a separate system, so no one sees the whole account.",
        "We implement Manufacturing Cloud sales agreements and account-based forecasting so committed volumes and demand signals reach operations planning, and we integrate Salesforce with ERP and PLM systems through MuleSoft to keep pricing, orders and product data consistent. Dealers and distributors work through Experience Cloud portals for ordering, co-op funds and warranty claims.",
        "After the sale, Field Service schedules technicians against asset and warranty records. For long-lived orgs we also pay down technical debt, consolidating duplicate objects and overlapping Apex triggers so the platform can scale with the business.",
      ],
    },
    benefits: [
      {
        icon: "file-text",
        title: "Run-Rate Visibility",
        description:
          "Sales agreements compare planned and actual volumes by account and product, flagging shortfalls while there is still time to respond.",
      },
      {
        icon: "line-chart",
        title: "Demand Forecasting",
        description:
          "Account-level forecasts roll up to regions and plants, giving operations a demand plan tied to named customers.",
      },
      {
        icon: "truck",
        title: "Dealer and Channel Management",
        description:
          "Partner portals for ordering, inventory, co-op funds and warranty claims keep dealers and distributors aligned with your plans.",
      },
      {
        icon: "wrench",
        title: "Connected Field Service",
        description:
          "Technician scheduling, asset history and warranty entitlements in one place, from dispatch through invoice.",
      },
      {
        icon: "plug",
        title: "ERP and PLM Integration",
        description:
          "MuleSoft connections to ERP and PLM systems keep orders, pricing and product data consistent across the business.",
      },
    ],
    relatedServices: [
      cloud("manufacturing-cloud"),
      service("salesforce-integration"),
      service("salesforce-consulting"),
    ],
    contactSubject: "Manufacturing Solutions Consultation",
  },
} satisfies Record<IndustrySlug, ExpertisePage>;
