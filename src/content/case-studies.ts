import type { CaseStudy } from "~/content/schemas";
import { paths } from "~/lib/paths";

/**
 * Case study records (spec §2 "Case studies list" and "Case study detail pages", §9 counts and
 * metrics). Order is the list page's order. Clients are described, never named.
 */
export const caseStudies = [
  {
    slug: "digital-transformation-planning-agency",
    client: "A metropolitan regional planning agency",
    title: "Digital Transformation for a Regional Planning Agency",
    category: "Public Sector",
    summary:
      "A regional planning agency replaced paper permit files and disconnected databases with a secure Salesforce platform, cutting review cycles by 40% and opening a self-service portal for residents.",
    image: {
      kind: "illustration",
      motif: "landmark",
      pattern: "grid",
      alt: "Illustration of connected planning workflows arranged on a city grid around a civic landmark icon",
    },
    introduction: [
      "The agency coordinates land use, transportation and development review for more than thirty member municipalities. Its staff processed thousands of permit applications, zoning variances and public comments each year, most of them on paper forms, shared spreadsheets and a permitting database that had not been meaningfully updated in fifteen years.",
      "Leadership wanted a single system of record that reviewers, partner cities and residents could all rely on, delivered within one budget cycle and without disrupting the public hearing calendar.",
    ],
    objective:
      "Consolidate permit intake, multi-department review and public engagement on one compliant cloud platform, give residents and applicants real-time status visibility, and give the board dependable reporting without weeks of manual data gathering.",
    challenges: [
      "Permit applications arrived on paper and by e-mail, and clerks re-keyed every submission into a legacy database before a review could begin.",
      "Engineering, environmental and zoning reviewers worked in separate tools, so an application could sit for days between departments with no one aware of the hand-off.",
      "Parcel and zoning data lived in the GIS system with no link to permit records, forcing reviewers to look up the same parcels in two places.",
      "Applicants and residents had no way to check status online, which generated hundreds of phone calls and e-mails to front-desk staff every month.",
      "Any new system had to meet FedRAMP-aligned security controls and the state's public records retention schedule from day one.",
    ],
    solutions: [
      {
        title: "Unified Permitting on Government Cloud",
        description:
          "We modeled permits, parcels, reviews and hearings in Salesforce Government Cloud and used Flow to route each application to the right reviewers in parallel, with service-level timers and automatic escalations.",
        icon: "workflow",
      },
      {
        title: "Resident and Applicant Portal",
        description:
          "An Experience Cloud portal lets applicants submit forms and documents online, pay fees, track each review step and respond to correction requests without calling the office.",
        icon: "globe",
      },
      {
        title: "GIS and Legacy Data Integration",
        description:
          "MuleSoft APIs synchronize parcel, zoning and overlay data from the agency's GIS, and a staged migration moved fifteen years of permit history into the new platform with full audit trails.",
        icon: "map-pin",
      },
      {
        title: "Board-Ready Reporting",
        description:
          "Tableau dashboards show review times, backlog by department and public comment volume, replacing the quarterly spreadsheet packets the board used to wait weeks for.",
        icon: "bar-chart",
      },
    ],
    technologies: [
      { name: "Salesforce Government Cloud", icon: "landmark" },
      { name: "Experience Cloud", icon: "globe" },
      { name: "MuleSoft Anypoint Platform", icon: "plug" },
      { name: "Salesforce Flow", icon: "workflow" },
      { name: "Tableau", icon: "bar-chart" },
      { name: "Salesforce Shield", icon: "shield-check" },
    ],
    metrics: [
      { value: "40%", label: "Faster permit review cycles", icon: "clock" },
      { value: "30%", label: "Less manual data entry for staff", icon: "file-text" },
      { value: "25%", label: "More online public participation", icon: "users" },
      { value: "100%", label: "Of permit records digitized", icon: "database" },
    ],
    closing: { label: "Back to All Case Studies", to: paths.caseStudies },
  },
  {
    slug: "retail-transformation-salesforce",
    client: "A national specialty apparel retailer",
    title: "Retail Transformation with Salesforce for a Specialty Apparel Retailer",
    category: "Retail & E-Commerce",
    summary:
      "A specialty apparel retailer unified store, online and service data on Salesforce to personalize every interaction, lifting repeat purchases by 30% and resolving customer cases 25% faster.",
    image: {
      kind: "illustration",
      motif: "shopping-cart",
      pattern: "waves",
      alt: "Illustration of a shopping cart icon connected to store, web and mobile channels by flowing lines",
    },
    introduction: [
      "The retailer operates more than two hundred stores alongside a growing e-commerce business. Its loyalty program, online storefront, point-of-sale system and contact center each kept their own version of the customer, so a shopper who bought in store and returned online looked like two different people.",
      "With digital sales outpacing store growth, the executive team asked for a connected customer view that marketing, store associates and service agents could act on the same day.",
    ],
    objective:
      "Build a single customer profile across stores, web and mobile, use it to drive relevant marketing and faster service, and give merchandising teams reliable insight into how customers shop across channels.",
    challenges: [
      "Customer records were split across the e-commerce platform, point-of-sale system and loyalty database, with roughly one in four shoppers duplicated.",
      "Marketing sent the same promotional e-mail to the entire list because segments could not combine store purchases with online browsing behavior.",
      "Contact center agents had to open four systems to see an order, a return and a loyalty balance, which stretched average handle time past eleven minutes.",
      "Buy-online-pick-up-in-store orders had no shared status, so customers often arrived before their items were ready.",
      "Nightly batch file transfers meant inventory and order data were up to a day out of date during peak promotions.",
    ],
    solutions: [
      {
        title: "Unified Customer Profiles",
        description:
          "Data Cloud ingests point-of-sale, web, loyalty and service data, resolves identities into one profile per shopper and calculates lifetime value and channel preference in near real time.",
        icon: "users",
      },
      {
        title: "Personalized Journeys",
        description:
          "Marketing Cloud journeys use Data Cloud segments to trigger browse-abandonment, back-in-stock and post-purchase messages tailored to each shopper's size, style and preferred store.",
        icon: "target",
      },
      {
        title: "Connected Service Console",
        description:
          "Service Cloud gives agents one console with orders, returns, loyalty status and past conversations, plus guided Flows for exchanges and refunds.",
        icon: "headset",
      },
      {
        title: "Real-Time Commerce Integration",
        description:
          "MuleSoft APIs replaced nightly file drops with event-driven order, inventory and pickup updates between Commerce Cloud, the store systems and the warehouse.",
        icon: "refresh",
      },
    ],
    technologies: [
      { name: "Commerce Cloud", icon: "shopping-cart" },
      { name: "Data Cloud", icon: "database" },
      { name: "Marketing Cloud", icon: "megaphone" },
      { name: "Service Cloud", icon: "headset" },
      { name: "MuleSoft Anypoint Platform", icon: "plug" },
    ],
    metrics: [
      { value: "30%", label: "Increase in repeat purchase rate", icon: "refresh" },
      { value: "25%", label: "Faster customer case resolution", icon: "clock" },
      { value: "20%", label: "Higher e-mail conversion rate", icon: "mail" },
      { value: "15%", label: "Larger average order value", icon: "trending-up" },
    ],
    closing: { label: "Back to All Case Studies", to: paths.caseStudies },
  },
  {
    slug: "customized-salesforce-education",
    client: "A multi-campus community college district",
    title: "A Customized Salesforce Platform for a Community College District",
    category: "Education",
    summary:
      "A community college district tailored Education Cloud to connect recruiting, admissions and advising, raising application completion by 20% and giving advisors back 30% of their administrative time.",
    image: {
      kind: "illustration",
      motif: "graduation-cap",
      pattern: "bars",
      alt: "Illustration of a graduation cap above rising bars representing the student journey from inquiry to completion",
    },
    introduction: [
      "The district serves more than forty thousand students across four campuses and an online college. Recruiting, admissions, financial aid and advising each used separate tools, and advisors kept caseload notes in spreadsheets that could not be shared between campuses.",
      "District leadership wanted one platform for the full student lifecycle, configured around the way its campuses actually work rather than a generic higher-education template.",
    ],
    objective:
      "Give every prospective and current student a single record, automate the outreach that keeps applicants and enrolled students on track, and give advisors a shared, FERPA-compliant view of their caseloads across campuses.",
    challenges: [
      "Prospective students who started an online application received no follow-up, and nearly half never finished it.",
      "Recruiting, admissions and advising data lived in three systems with no shared student identifier.",
      "Advisors spent hours each week compiling caseload lists from registrar exports instead of meeting with students.",
      "Early alerts raised by faculty were sent by e-mail and often reached an advisor after the withdrawal deadline had passed.",
      "Student records had to remain FERPA-compliant, with access limited by campus, role and purpose.",
    ],
    solutions: [
      {
        title: "Tailored Education Cloud Data Model",
        description:
          "We configured Education Cloud for the district's programs, terms and campuses, and linked it to the student information system through MuleSoft so every record shares one student identifier.",
        icon: "layers",
      },
      {
        title: "Application Completion Journeys",
        description:
          "Marketing Cloud Account Engagement sends program-specific reminders and next steps when an application stalls, and routes high-intent prospects to an admissions counselor.",
        icon: "mail",
      },
      {
        title: "Advisor Caseload Workspace",
        description:
          "Advisors see assigned students, holds, grades and appointment history in one workspace, with Flow-driven early-alert cases that reach them within an hour of a faculty report.",
        icon: "user-check",
      },
      {
        title: "Student Self-Service Portal",
        description:
          "An Experience Cloud portal lets students book advising appointments, check to-do items and find answers to common questions from any device.",
        icon: "smartphone",
      },
    ],
    technologies: [
      { name: "Education Cloud", icon: "graduation-cap" },
      { name: "Marketing Cloud Account Engagement", icon: "megaphone" },
      { name: "Experience Cloud", icon: "globe" },
      { name: "MuleSoft Anypoint Platform", icon: "plug" },
      { name: "Tableau", icon: "bar-chart" },
    ],
    metrics: [
      { value: "20%", label: "Higher application completion rate", icon: "clipboard-check" },
      { value: "15%", label: "Improvement in term-to-term retention", icon: "trending-up" },
      { value: "30%", label: "Less advisor administrative time", icon: "clock" },
      { value: "25%", label: "Faster response to student inquiries", icon: "message-square" },
    ],
    closing: { label: "Back to All Case Studies", to: paths.caseStudies },
  },
  {
    slug: "architecture-revamp-manufacturing",
    client: "A mid-market industrial equipment manufacturer",
    title: "Architecture Revamp for an Industrial Equipment Manufacturer",
    category: "Manufacturing",
    summary:
      "An industrial equipment manufacturer rebuilt an aging, heavily customized Salesforce org on a clean, API-led architecture, speeding quote-to-order cycles by 35% and sharpening demand forecasts.",
    image: {
      kind: "illustration",
      motif: "factory",
      pattern: "nodes",
      alt: "Illustration of a factory icon linked to ERP, sales and service systems in a network of connected nodes",
    },
    introduction: [
      "The manufacturer builds and services industrial pumps and compressors sold through direct sales teams and a network of regional distributors. Over ten years its Salesforce org had accumulated hundreds of custom objects, overlapping triggers and point-to-point integrations that made every change risky.",
      "Release cycles had slowed to once a quarter, and sales leadership no longer trusted the pipeline and forecast numbers coming out of the system.",
    ],
    objective:
      "Replace the fragile, over-customized org with a maintainable architecture built on Manufacturing Cloud, connect ERP and service data through reusable APIs, and give sales and operations one reliable view of demand.",
    challenges: [
      "More than three hundred custom objects and conflicting Apex triggers caused record-locking errors during month-end order entry.",
      "Eleven point-to-point integrations with the ERP broke whenever either system was upgraded.",
      "Sales agreements and distributor run-rate orders were tracked in spreadsheets outside Salesforce, so forecasts missed a large share of recurring volume.",
      "Quotes for configured equipment took up to a week because pricing rules lived in engineers' personal workbooks.",
      "Field service teams could not see installed-base and warranty data, leading to repeat site visits and missed service renewals.",
    ],
    solutions: [
      {
        title: "Org Rationalization and Refactoring",
        description:
          "We audited every object, trigger and automation, retired what was unused, consolidated logic into a tested trigger framework and Flow, and cut custom objects by more than half.",
        icon: "wrench",
      },
      {
        title: "Manufacturing Cloud Sales Agreements",
        description:
          "Sales agreements and account-based forecasting in Manufacturing Cloud now capture distributor run-rate volume alongside new business, reconciled monthly against ERP actuals.",
        icon: "line-chart",
      },
      {
        title: "API-Led Integration Layer",
        description:
          "A MuleSoft layer of system, process and experience APIs replaced the point-to-point links, so ERP upgrades no longer break orders, pricing or inventory sync.",
        icon: "plug",
      },
      {
        title: "Guided Configure-Price-Quote",
        description:
          "Revenue Cloud product rules and price books let sales reps configure complex equipment correctly and produce approved quotes in hours instead of days.",
        icon: "settings",
      },
    ],
    technologies: [
      { name: "Manufacturing Cloud", icon: "factory" },
      { name: "Revenue Cloud", icon: "line-chart" },
      { name: "MuleSoft Anypoint Platform", icon: "plug" },
      { name: "Field Service", icon: "truck" },
      { name: "Data Cloud", icon: "database" },
      { name: "AWS", icon: "server" },
    ],
    metrics: [
      { value: "35%", label: "Faster quote-to-order cycle", icon: "zap" },
      { value: "25%", label: "Lower integration maintenance costs", icon: "settings" },
      { value: "20%", label: "More accurate demand forecasts", icon: "target" },
      { value: "15%", label: "Fewer repeat field service visits", icon: "truck" },
    ],
    headings: {
      challenges: "Operational Hurdles Overcome",
      solutions: "Revitalized Architecture & Solutions",
      technologies: "Implemented Technology Ecosystem",
      results: "Key Performance Improvements",
    },
    closing: { label: "View All Manufacturing Solutions", to: paths.caseStudies },
  },
  {
    slug: "empowering-student-success-agentforce",
    client: "An innovative university partner",
    title: "Empowering Student Success with Agentforce",
    category: "AI & Education",
    summary:
      "A university deployed Agentforce to answer routine student questions around the clock and flag at-risk students early, cutting repetitive inquiries by 60% and freeing advisors for meaningful conversations.",
    image: {
      kind: "illustration",
      motif: "bot",
      pattern: "orbits",
      alt: "Illustration of an AI agent icon at the center of orbiting student support topics such as advising, financial aid and registration",
    },
    introduction: [
      "The university enrolls about twenty-five thousand undergraduate and graduate students, many of them working adults studying online. Its student services center handled tens of thousands of calls, chats and e-mails each term, and most asked the same questions about deadlines, financial aid status and registration holds.",
      "Advisors were spending so much time on routine answers that outreach to struggling students happened late or not at all. The university already ran Education Cloud and wanted to put AI to work on top of it, responsibly and with human advisors firmly in the loop.",
    ],
    objective:
      "Deploy an AI agent that resolves routine student questions accurately at any hour, personalizes answers with each student's own records, reaches out proactively when a student shows signs of risk, and hands complex or sensitive conversations to a human advisor with full context.",
    challenges: [
      "Student support queues peaked at the start of each term, with chat wait times exceeding forty minutes during registration week.",
      "Roughly two thirds of inquiries were repetitive questions about deadlines, holds, transcripts and financial aid status.",
      "Answers lived in dozens of departmental web pages and PDFs that were often outdated or contradicted each other.",
      "Students who stopped logging in to the learning management system or missed assignments were identified only after midterm grades were posted.",
      "Any AI solution had to protect student records under FERPA and never give a student advice that only an advisor should give.",
    ],
    solutions: [
      {
        title: "Agentforce AI Implementation",
        description:
          "We deployed an Agentforce agent on the student portal, mobile app and chat, with topics and actions for registration, financial aid, holds and appointments, grounded in Education Cloud data and governed by the Einstein Trust Layer.",
        icon: "bot",
      },
      {
        title: "Personalized Knowledge Base",
        description:
          "We consolidated departmental content into a single Salesforce Knowledge base with owners and review dates, and the agent combines those articles with each student's program, holds and aid status to give answers specific to them.",
        icon: "book-open",
      },
      {
        title: "Proactive Student Outreach",
        description:
          "Data Cloud combines learning management activity, grades and attendance signals into a risk score, and the agent reaches out with check-ins, tutoring links and appointment offers before small problems become withdrawals.",
        icon: "megaphone",
      },
      {
        title: "Seamless Agent Handoff",
        description:
          "When a question involves academic standing, wellbeing or anything outside its topics, the agent escalates through Omni-Channel to the right human advisor, passing the full conversation and student context so no one has to repeat themselves.",
        icon: "handshake",
      },
    ],
    technologies: [
      { name: "Agentforce", icon: "bot" },
      { name: "Education Cloud", icon: "graduation-cap" },
      { name: "Data Cloud", icon: "database" },
      { name: "Service Cloud", icon: "headset" },
      { name: "Experience Cloud", icon: "globe" },
    ],
    metrics: [
      { value: "60%", label: "Fewer repetitive inquiries", icon: "message-square" },
      { value: "40%", label: "Higher student satisfaction", icon: "star" },
      { value: "24/7", label: "Student support availability", icon: "clock" },
      { value: "15%", label: "Better at-risk intervention", icon: "user-check" },
    ],
    headings: {
      challenges: "Student Support Challenges",
      solutions: "Agentforce AI Solution Implemented",
      technologies: "Technology Powering the Solution",
      results: "Impact on Student Success",
    },
    closing: {
      label: "Learn More About Agentforce AI",
      to: paths.service("salesforce-agentforce"),
    },
  },
  {
    slug: "healthcare-service-cloud-optimization",
    client: "A regional healthcare provider network",
    title: "Service Cloud Optimization for a Regional Healthcare Network",
    category: "Healthcare",
    summary:
      "A regional provider network tuned its Service Cloud contact center for HIPAA-grade security and faster patient access, shortening call handling by 35% and speeding referral processing by 45%.",
    image: {
      kind: "illustration",
      motif: "heart-pulse",
      pattern: "waves",
      alt: "Illustration of a heart-rate line flowing between a patient support headset and a protected shield icon",
    },
    introduction: [
      "The network operates three hospitals and more than sixty outpatient clinics. Its patient access center had run on Service Cloud for several years, but the implementation had grown piecemeal: each clinic added its own queues, case types and macros, and agents relied on the electronic health record for almost everything.",
      "With call volumes rising and a compliance review approaching, leadership asked for an optimization that would make the contact center faster for patients and easier to defend to auditors.",
    ],
    objective:
      "Streamline scheduling, referral and billing inquiries into consistent, measurable workflows, connect Service Cloud to the electronic health record without copying more protected health information than needed, and strengthen HIPAA safeguards across the platform.",
    challenges: [
      "Over one hundred overlapping queues and case types meant calls were frequently transferred two or three times before reaching the right team.",
      "Agents switched between Service Cloud and the electronic health record for every call, re-keying demographics and appointment details by hand.",
      "Referrals from outside physicians arrived by fax and took an average of six business days to be scheduled.",
      "Broad profile permissions gave many users access to protected health information they did not need for their role.",
      "Missed appointments were common because reminders went out only by phone and only from some clinics.",
    ],
    solutions: [
      {
        title: "Consolidated Routing with Omni-Channel",
        description:
          "We collapsed the queue structure into skills-based Omni-Channel routing by service line and language, so most patients reach the right agent on the first transfer or none at all.",
        icon: "workflow",
      },
      {
        title: "EHR Integration on FHIR APIs",
        description:
          "MuleSoft connects Service Cloud and Health Cloud to the electronic health record through FHIR APIs, showing appointments and demographics in the console on demand instead of copying full clinical records.",
        icon: "plug",
      },
      {
        title: "Digital Referral Intake",
        description:
          "An Experience Cloud portal and fax-to-case processing turn incoming referrals into structured cases with Flow-driven eligibility checks, document requests and scheduling tasks.",
        icon: "clipboard-check",
      },
      {
        title: "HIPAA-Aligned Security Hardening",
        description:
          "We rebuilt access on least-privilege permission sets, enabled Salesforce Shield Platform Encryption, Event Monitoring and Field Audit Trail, and documented the controls for the network's compliance team.",
        icon: "shield-check",
      },
    ],
    technologies: [
      { name: "Service Cloud", icon: "headset" },
      { name: "Health Cloud", icon: "heart-pulse" },
      { name: "MuleSoft Anypoint Platform", icon: "plug" },
      { name: "Experience Cloud", icon: "globe" },
      { name: "Salesforce Shield", icon: "shield-check" },
      { name: "Tableau", icon: "bar-chart" },
    ],
    metrics: [
      { value: "35%", label: "Shorter average call handle time", icon: "clock" },
      { value: "45%", label: "Faster referral processing", icon: "zap" },
      { value: "22%", label: "Higher first-contact resolution", icon: "check-circle" },
      { value: "18%", label: "Fewer missed appointments", icon: "calendar" },
    ],
    closing: { label: "Back to All Case Studies", to: paths.caseStudies },
  },
] satisfies CaseStudy[];
