import type { Article } from "~/content/schemas";
import { paths } from "~/lib/paths";

/**
 * Insights Hub articles, newest first (spec §2 "Blog articles", decisions.md 1 and 3).
 * `**bold**` and `*emphasis*` markers appear only in paragraph, list and quote text.
 */
export const articles = [
  {
    slug: "ai-personalization-service-cloud",
    title: "AI-Driven Personalization in Service Cloud: From Generic Replies to Grounded Answers",
    category: "AI & Customer Experience",
    icon: "sparkles",
    date: "2024-10-26",
    author: { name: "Priya Raman", role: "Principal Salesforce Architect" },
    excerpt:
      "How Einstein and Agentforce personalize Service Cloud through smarter case routing, grounded knowledge and next-best-action, and the data and guardrails that make it trustworthy.",
    readingMinutes: 4,
    image: {
      kind: "illustration",
      motif: "sparkles",
      pattern: "orbits",
      alt: "Illustration of a sparkle icon at the center of orbiting rings, representing AI assistance circling a customer service conversation",
    },
    body: [
      {
        type: "paragraph",
        text: "Most service teams already have the raw material for personalization: years of case history, a knowledge base, product and entitlement records, and agents who know which customers need a phone call rather than an email. What they rarely have is a way to put that context in front of the right person at the right second. That is the gap **AI in Service Cloud** is built to close, and it is narrower and more practical than the marketing around it suggests. In this article we walk through where Einstein and Agentforce deliver measurable value in a contact center, the data work that has to come first, and the guardrails that keep an AI-assisted service operation accurate and compliant.",
      },
      { type: "heading", level: 2, text: "Personalization starts before the first reply" },
      {
        type: "paragraph",
        text: "The first personalized moment in a service interaction is not the greeting. It is *where the case lands*. Einstein Case Classification reads the subject and description of incoming cases and predicts field values such as reason, product and priority, based on how your team has closed similar cases before. Feed those predictions into Omni-Channel skills-based routing, and a billing dispute from a high-value account reaches a senior billing specialist instead of the general queue. In our engagements, routing is usually the quickest win because it needs no change in agent behavior. Transfers drop, first-contact resolution rises, and the improvement shows up in reports the service director already reads.",
      },
      { type: "heading", level: 2, text: "Knowledge that answers the actual question" },
      {
        type: "paragraph",
        text: "Once a case is with the right agent, the next question is what they say. Einstein Article Recommendations surfaces knowledge articles that resolved similar cases, and Einstein Reply Recommendations drafts chat responses from your own transcripts. With generative features, Service Replies and Work Summaries can draft an answer or summarize a long thread so the next agent does not have to scroll through forty emails.",
      },
      {
        type: "list",
        items: [
          "**Case Classification** fills in reason, type and priority so routing rules have something reliable to act on.",
          "**Article Recommendations** ranks knowledge by what actually closed similar cases, not by keyword overlap alone.",
          "**Service Replies** drafts responses grounded in approved knowledge articles and the case record.",
          "**Work Summaries** captures issue, resolution and next steps when a conversation ends, which keeps case history useful.",
        ],
      },
      {
        type: "image",
        image: {
          kind: "illustration",
          motif: "book-open",
          pattern: "nodes",
          alt: "Illustration of an open book connected by lines to a network of nodes, showing knowledge articles linked to incoming cases",
        },
        caption:
          "Grounded replies draw only on approved knowledge articles and the fields of the case in front of the agent.",
      },
      { type: "heading", level: 2, text: "Next-best-action: personalization agents can act on" },
      {
        type: "paragraph",
        text: "Recommendations become personal when they reflect the customer's situation. Einstein Next Best Action uses recommendation strategies built in Flow to decide which offers or actions an agent sees: a loyalty credit for a customer with three open cases this month, a proactive warranty extension for an asset approaching end of coverage, or a retention path when a cancellation reason is detected. Each recommendation launches a flow, so accepting it actually does the work instead of adding a task. Keep the strategy small at first. Three or four well-defined recommendations with clear eligibility rules beat a catalog of twenty that agents learn to ignore. Track acceptance and rejection rates per recommendation and retire the ones agents consistently dismiss.",
      },
      { type: "heading", level: 2, text: "Grounding: the data work behind the AI" },
      {
        type: "paragraph",
        text: "Generative answers are only as good as the context they are given. Grounding means the model receives the relevant record fields, knowledge articles and, where available, unified customer data from Data Cloud at the moment it generates a response. If the knowledge base is stale or the product field is free text, the AI will confidently repeat the mess.",
      },
      {
        type: "list",
        items: [
          "Audit the knowledge base: archive duplicates, assign owners and set review dates before turning on any generative feature.",
          "Standardize the fields that drive routing and recommendations, and replace free-text values with picklists where you can.",
          "Decide which customer attributes are *appropriate* to use for personalization, and document why.",
          "Connect order, billing and product usage data, through Data Cloud or integration, so answers reflect what the customer actually owns.",
        ],
      },
      { type: "heading", level: 3, text: "Where Agentforce fits" },
      {
        type: "paragraph",
        text: "Agentforce Service Agent takes the same grounding and applies it to self-service: an autonomous agent that answers questions and performs defined actions, such as checking an order status or rescheduling an appointment, through topics and actions you configure. The design principle is the same as for human agents. Give it narrow, well-described topics, actions backed by tested flows or Apex, and a clean handoff to a person with the full conversation attached.",
      },
      { type: "heading", level: 2, text: "Guardrails that keep it trustworthy" },
      {
        type: "paragraph",
        text: "The Einstein Trust Layer provides data masking, zero data retention with supported model providers, toxicity detection and an audit trail of prompts and responses. Those controls are necessary but not sufficient. You still need a human-review policy for generated replies in regulated contexts, a feedback loop so agents can flag poor suggestions, and a named owner who reviews quality each month.",
      },
      {
        type: "quote",
        content:
          "The teams that succeed with AI in service treat it like a new hire: clear scope, good training material, supervision in the first months, and **a manager who reads the feedback**.",
        author: "Priya Raman, Principal Salesforce Architect",
      },
      {
        type: "paragraph",
        text: "Start with routing and knowledge, measure handle time and resolution rates before and after, and expand into generative replies and Agentforce once the data underneath has earned your trust. Personalization at scale is less about a single model and more about **consistent, governed context** delivered at every step of the case.",
      },
    ],
    likes: 123,
    related: ["data-cloud-c-suite-guide", "salesforce-integration-patterns"],
    closing: { label: "Explore More Insights", to: paths.blog },
  },
  {
    slug: "devops-salesforce-roi",
    title: "Measuring the ROI of DevOps for Salesforce Teams",
    category: "DevOps & Salesforce",
    icon: "git-branch",
    date: "2024-10-15",
    author: { name: "Marcus Delgado", role: "DevOps Practice Lead" },
    excerpt:
      "A practical framework for proving the value of Salesforce DevOps: the baseline to capture, the DORA metrics to track, and how release frequency and change failure rate translate into business terms.",
    readingMinutes: 4,
    image: {
      kind: "illustration",
      motif: "git-branch",
      pattern: "bars",
      alt: "Illustration of a branching version-control icon above rising bar columns, representing releases growing more frequent over time",
    },
    body: [
      {
        type: "paragraph",
        text: "Ask a Salesforce team why they want a DevOps pipeline and you will hear about fewer weekend deployments, fewer overwritten changes and less time spent building change sets by hand. Ask the CFO why they should fund it and those answers fall flat. The investment case needs numbers, and the good news is that **Salesforce DevOps produces numbers you can measure** from the first sprint.",
      },
      { type: "heading", level: 2, text: "Start with an honest baseline" },
      {
        type: "paragraph",
        text: "ROI is a comparison, so the first step is recording how releases work today. Most teams underestimate their current cost because the effort is spread across admins, developers, testers and the release manager who stays late on deployment night.",
      },
      {
        type: "list",
        items: [
          "How many production releases happened in the last quarter, and how many were emergency fixes?",
          "How long does a typical change take from approved user story to production?",
          "How many hours does each release consume across building, validating, deploying and smoke testing?",
          "How often does a deployment fail, get rolled back or need a hotfix within a week?",
          "How many sandboxes are out of sync with production, and how long does a refresh take to reconfigure?",
        ],
      },
      {
        type: "paragraph",
        text: "Pull what you can from deployment history in Setup and from your work tracking tool, and estimate the rest with the people involved. A rough baseline captured now is worth more than a perfect one reconstructed later.",
      },
      { type: "heading", level: 2, text: "The four DORA metrics, applied to Salesforce" },
      {
        type: "paragraph",
        text: "The DORA research program defined four metrics that correlate with software delivery performance. They translate well to Salesforce, with a few platform-specific details.",
      },
      {
        type: "list",
        items: [
          "**Deployment frequency**: how often metadata reaches production. Moving from monthly change sets to weekly or daily pipeline deployments is the most visible change leaders notice.",
          "**Lead time for changes**: time from commit to production. Source-driven development with scratch orgs or source-tracked sandboxes removes the waiting between build and release.",
          "**Change failure rate**: the share of deployments that cause an incident, rollback or hotfix. Automated Apex tests, Flow tests and static analysis are what move this number.",
          "**Time to restore service**: how quickly you recover when something breaks. With version control, a rollback is a revert and a redeploy rather than an archaeology project.",
        ],
      },
      {
        type: "image",
        image: {
          kind: "illustration",
          motif: "gauge",
          pattern: "grid",
          alt: "Illustration of a dashboard gauge on a grid background, representing delivery metrics tracked release by release",
        },
        caption:
          "Track the four DORA metrics from the first pipeline run so the trend line tells the ROI story for you.",
      },
      { type: "heading", level: 2, text: "What actually moves the numbers" },
      { type: "heading", level: 3, text: "Source-driven development" },
      {
        type: "paragraph",
        text: "When Git, not a sandbox, is the source of truth, every change is reviewed, traceable and repeatable. Salesforce DX projects, the Salesforce CLI and unlocked packages for modular teams make this practical. DevOps Center offers a lower-code entry point for admin-heavy teams who want version control without living in the command line. Either way, it ends the familiar problem of one admin's sandbox change silently overwriting another's.",
      },
      { type: "heading", level: 3, text: "CI/CD pipelines and automated testing" },
      {
        type: "paragraph",
        text: "A pipeline that validates every pull request against a scratch org or a dedicated CI sandbox catches conflicts and test failures *before* they reach a shared environment. Pair it with PMD or Code Analyzer rules for Apex and Flow, meaningful Apex tests that assert behavior rather than chase the 75% coverage threshold, and a short UI smoke suite for the paths that matter most to users.",
      },
      {
        type: "quote",
        content:
          "We stopped measuring success by whether deployment night went smoothly. **We measure it by how boring releases have become**, and by how many of them we can ship in a week.",
        author: "Marcus Delgado, DevOps Practice Lead",
      },
      { type: "heading", level: 2, text: "Turning metrics into a business case" },
      {
        type: "paragraph",
        text: "Leaders fund outcomes, so convert each metric into a cost or a capacity figure. Hours saved per release multiplied by releases per year gives recovered capacity. Fewer failed changes means fewer incident hours and fewer service disruptions for sales and service users. Shorter lead time means a pricing change, a compliance update or a new intake form reaches users in days instead of a quarter, which is often the argument that resonates most with business owners. Be careful not to overclaim. Tooling licenses, pipeline setup and the learning curve for admins are real costs, and the first two months often show a dip as the team adjusts. Present the investment over twelve to eighteen months, with the baseline and the DORA trend side by side, and the case usually makes itself.",
      },
      {
        type: "paragraph",
        text: "You do not need a full transformation to start seeing returns. Put metadata in version control, automate validation on pull requests, and publish the four metrics on a simple dashboard. Review them at every retrospective. Within a few release cycles you will have **evidence, not anecdotes**, for the next stage of investment.",
      },
    ],
    likes: 98,
    related: ["government-cloud-security", "salesforce-integration-patterns"],
    closing: { label: "Explore Our DevOps Services", to: paths.service("devops") },
  },
  {
    slug: "data-cloud-c-suite-guide",
    title: "Salesforce Data Cloud: A C-Suite Guide to Unified Customer Data",
    category: "Data & Analytics",
    icon: "database",
    date: "2024-09-30",
    author: { name: "Elena Whitfield", role: "Director of Data Strategy" },
    excerpt:
      "What Salesforce Data Cloud does in business terms: unified profiles, zero-copy access to your warehouse, activation across channels, and the governance and business cases leaders should insist on.",
    readingMinutes: 4,
    image: {
      kind: "illustration",
      motif: "database",
      pattern: "nodes",
      alt: "Illustration of a database cylinder connected to many surrounding nodes, representing customer data sources unified into one profile",
    },
    body: [
      {
        type: "paragraph",
        text: "Every executive team we work with says some version of the same thing: *we have plenty of customer data, we just cannot use it*. Marketing sees one customer, service sees another, finance sees an account number, and the data warehouse holds the truth that nobody in a frontline application can reach. Salesforce Data Cloud is designed to close that gap, and it is worth understanding in business terms before anyone signs a contract.",
      },
      { type: "heading", level: 2, text: "What Data Cloud actually does" },
      {
        type: "paragraph",
        text: "At its core, Data Cloud ingests data from many sources, maps it to a common model, resolves identities into **unified profiles**, and makes those profiles available to Salesforce applications, analytics and AI. The difference from a traditional data warehouse project is where the result lands: directly inside the sales, service and marketing tools your people already use.",
      },
      {
        type: "list",
        items: [
          "**Ingest**: connectors for Salesforce clouds, commerce platforms, web and mobile events, cloud storage and common databases.",
          "**Harmonize**: data is mapped to data model objects so that an email from marketing and a contact from service mean the same thing.",
          "**Unify**: identity resolution rules match and reconcile records into a single profile per person or account.",
          "**Act**: calculated insights, segments and activations push that understanding into journeys, service consoles, ads and AI prompts.",
        ],
      },
      { type: "heading", level: 2, text: "Zero-copy: use the warehouse you already paid for" },
      {
        type: "paragraph",
        text: "Many organizations have invested heavily in Snowflake, Databricks, Google BigQuery or Amazon Redshift. Zero-copy integration lets Data Cloud query that data in place, and share Data Cloud data back, without building and maintaining duplicate pipelines. For a CIO this matters for three reasons: less integration code to own, fewer copies of sensitive data to secure, and no argument about which copy is authoritative. Zero-copy is not free of design work. Query performance, refresh expectations and consumption costs all depend on how the shared data is modeled, so agree on them with your data engineering team early.",
      },
      {
        type: "image",
        image: {
          kind: "illustration",
          motif: "layers",
          pattern: "grid",
          alt: "Illustration of stacked layers on a grid, representing source systems, a harmonized data model and unified profiles built on top of one another",
        },
        caption: "Ingest, harmonize, unify and activate: each layer builds on the one beneath it.",
      },
      { type: "heading", level: 2, text: "Activation is where the value is" },
      {
        type: "paragraph",
        text: "Unified profiles sitting in a data platform return nothing. Value appears when the profile changes what happens next. A service agent sees lifetime value, recent orders and open marketing journeys in the console. A sales rep is alerted when product usage drops at a key account. A segment of lapsed customers flows into a Marketing Cloud journey within minutes rather than after a weekly export. And AI features in Service Cloud and Agentforce are grounded in the same profile, which makes their answers specific instead of generic.",
      },
      { type: "heading", level: 2, text: "Governance is a board-level topic" },
      {
        type: "paragraph",
        text: "Bringing data together raises the stakes for privacy and access control. Leaders should expect a clear answer to who can see which attributes, for what purpose, and how consent is honored across channels. State privacy laws and, in some sectors, HIPAA make these answers a legal requirement rather than good practice.",
      },
      {
        type: "list",
        items: [
          "Use data spaces to separate brands, regions or business units that must not see each other's data.",
          "Classify sensitive fields and restrict them with permission sets before profiles are exposed in applications.",
          "Capture consent and contact preferences as data, and apply them in segmentation and activation.",
          "Name a data owner for each source, with documented refresh schedules and quality checks.",
        ],
      },
      {
        type: "quote",
        content:
          "A unified profile is a promise to the customer that you know them. **Governance is how you keep that promise** without crossing a line they never agreed to.",
        author: "Elena Whitfield, Director of Data Strategy",
      },
      { type: "heading", level: 2, text: "Building the business case" },
      {
        type: "paragraph",
        text: "Data Cloud is priced on consumption, so the business case should be tied to specific use cases rather than a general promise of a single view of the customer. The strongest cases we see share three traits: a measurable outcome, a limited set of data sources to start, and an owner on the business side.",
      },
      { type: "heading", level: 3, text: "Use cases that pay back first" },
      {
        type: "paragraph",
        text: "Common first wins include **reducing churn** by flagging at-risk customers for service outreach, **raising marketing efficiency** by suppressing customers who already bought, and **shortening handle time** by giving agents full context on the first screen. Each can be measured against a baseline within a quarter, and each reuses the same unified profile for the next use case, so the cost of the second and third initiative falls sharply.",
      },
      {
        type: "paragraph",
        text: "The executive question is not whether your organization needs unified customer data. It is which decision you want to improve first, and whether you are prepared to govern the data that improves it. Answer those two questions and Data Cloud becomes a plan rather than a platform purchase.",
      },
    ],
    likes: 76,
    related: ["ai-personalization-service-cloud", "salesforce-integration-patterns"],
    closing: { label: "Explore Data Cloud Services", to: paths.cloud("data-cloud") },
  },
  {
    slug: "government-cloud-security",
    title: "Security and Compliance on Salesforce Government Cloud: What Agencies Need to Know",
    category: "Public Sector",
    icon: "shield-check",
    date: "2024-09-12",
    author: { name: "Jordan Ellis", role: "Public Sector Security Lead" },
    excerpt:
      "A practical guide for agency IT leaders to FedRAMP, StateRAMP and CJIS on Salesforce Government Cloud, and the configuration choices, from least privilege to Shield, that keep data protected.",
    readingMinutes: 4,
    image: {
      kind: "illustration",
      motif: "shield-check",
      pattern: "grid",
      alt: "Illustration of a shield with a check mark over a structured grid, representing a verified and compliant government cloud environment",
    },
    body: [
      {
        type: "paragraph",
        text: "Agencies move to Salesforce Government Cloud for the same reasons as any organization: faster case management, modern constituent portals and less custom code to maintain. The difference is the obligation that comes with public data. A compliant platform is the starting point, but **compliance is shared**, and most findings in an audit trace back to how an org was configured rather than to the platform itself.",
      },
      { type: "heading", level: 2, text: "Understand the authorization landscape" },
      {
        type: "paragraph",
        text: "Government Cloud and Government Cloud Plus are dedicated instances operated for U.S. public sector customers, with authorizations that differ by offering and impact level. Before design begins, map your data to the frameworks that apply and confirm current authorization status with Salesforce and on the FedRAMP Marketplace, because scope and levels change over time.",
      },
      {
        type: "list",
        items: [
          "**FedRAMP** governs cloud services used by federal agencies, with Moderate and High baselines defined by the sensitivity of the data.",
          "**StateRAMP** applies a similar model for state and local governments, and many states now require it in procurement.",
          "**CJIS** Security Policy applies whenever criminal justice information is stored or accessed, with requirements for personnel screening, advanced authentication and auditing.",
          "Program-specific rules, such as IRS Publication 1075 for federal tax information or HIPAA for health data, may add controls of their own.",
        ],
      },
      {
        type: "paragraph",
        text: "The platform's authorization covers the infrastructure and the services Salesforce operates. Your agency remains responsible for identity, access, data classification, configuration and monitoring inside the org, and your system security plan should say so explicitly.",
      },
      { type: "heading", level: 2, text: "Least privilege by design" },
      {
        type: "paragraph",
        text: "The most common weakness we find in public sector orgs is not a missing feature. It is *access that grew over time*: profiles cloned from System Administrator, permission sets assigned for a one-off task and never removed, and sharing rules that open records far beyond the team that needs them. Constituent portals built on Experience Cloud deserve the same scrutiny: review guest user access against the platform's secure guest settings, and share nothing with unauthenticated visitors unless it is meant to be public.",
      },
      {
        type: "list",
        items: [
          "Start every user on a minimal profile and grant access through permission sets and permission set groups tied to job roles.",
          "Set organization-wide defaults to Private for sensitive objects, and open access deliberately with role hierarchy and sharing rules.",
          "Use restriction rules where certain users must never see specific records, such as sealed cases or protected identities.",
          "Enforce single sign-on with your agency identity provider and multi-factor authentication for every user, including integrations where supported.",
          "Review access quarterly, and remove dormant users and unused permission sets as part of the same review.",
        ],
      },
      {
        type: "image",
        image: {
          kind: "illustration",
          motif: "lock",
          pattern: "orbits",
          alt: "Illustration of a padlock surrounded by concentric orbits, representing layered access controls around sensitive records",
        },
        caption:
          "Layered controls: identity, permissions, sharing and encryption each protect against a different failure.",
      },
      { type: "heading", level: 2, text: "Shield: encryption, monitoring and audit" },
      {
        type: "paragraph",
        text: "Salesforce Shield adds three capabilities that most regulated agencies end up needing. **Platform Encryption** encrypts sensitive fields and files at rest, with options to manage your own keys. **Event Monitoring** records user activity such as logins, report exports and API calls, and Transaction Security policies can block or alert on risky actions in real time. **Field Audit Trail** retains field history for years rather than months, which supports records retention schedules and investigations.",
      },
      { type: "heading", level: 3, text: "Plan encryption before you build" },
      {
        type: "paragraph",
        text: "Encryption affects search, filtering, sorting and some formula fields. Decide which fields to encrypt and which scheme to use during design, test reports and list views against encrypted data in a full sandbox, and document the key rotation process before go-live. Probabilistic encryption offers the strongest protection, while deterministic encryption keeps exact-match filtering available for fields such as case numbers, so choose per field rather than per object.",
      },
      { type: "heading", level: 2, text: "Audit trails that hold up" },
      {
        type: "paragraph",
        text: "Auditors want evidence, not assurances. Setup Audit Trail records configuration changes, field history tracking captures data changes, and Event Monitoring logs show who viewed or exported what. Send those logs to your security information and event management platform so they are retained under agency policy and correlated with other systems. Agree with your security office which events should raise an alert, such as a bulk report export outside business hours or a login from an unexpected location, and test that alert path before go-live rather than after the first incident.",
      },
      {
        type: "quote",
        content:
          "An authorization tells you the platform can be trusted. **Your configuration is what tells an auditor your agency can be trusted** with the data on it.",
        author: "Jordan Ellis, Public Sector Security Lead",
      },
      {
        type: "paragraph",
        text: "Change control belongs in the same conversation. A version-controlled release pipeline gives you a reviewable record of every metadata change, who approved it and when it reached production, which maps directly to configuration management controls in FedRAMP and CJIS.",
      },
      {
        type: "paragraph",
        text: "Secure Government Cloud programs are built on a simple discipline: classify the data, grant the least access that works, encrypt what matters, and keep evidence of everything. Build those habits into the first release and every later phase becomes easier to authorize.",
      },
    ],
    likes: 64,
    related: ["devops-salesforce-roi", "data-cloud-c-suite-guide"],
    closing: { label: "Explore Government Cloud", to: paths.cloud("government-cloud") },
  },
  {
    slug: "salesforce-integration-patterns",
    title: "Salesforce Integration Patterns That Hold Up in Production",
    category: "Integration & Architecture",
    icon: "plug",
    date: "2024-08-20",
    author: { name: "Priya Raman", role: "Principal Salesforce Architect" },
    excerpt:
      "API-led connectivity with MuleSoft, platform events, Change Data Capture and error handling: the integration patterns we rely on, and when point-to-point is still the right call.",
    readingMinutes: 4,
    image: {
      kind: "illustration",
      motif: "plug",
      pattern: "nodes",
      alt: "Illustration of a connector plug linked to a web of nodes, representing Salesforce connected to many enterprise systems",
    },
    body: [
      {
        type: "paragraph",
        text: "Almost every Salesforce program becomes an integration program sooner or later. Orders live in the ERP, identities in the directory, payments in a processor, and history in a warehouse. The choices made in the first integration tend to be copied in the next ten, so it pays to pick patterns deliberately. Here are the ones we use most, and **how to decide between them**.",
      },
      { type: "heading", level: 2, text: "Point-to-point versus middleware" },
      {
        type: "paragraph",
        text: "A direct callout from Apex or Flow to another system's API is quick to build and perfectly reasonable for a single, stable, low-volume connection. The trouble starts when the fifth system needs the same customer data, each connection handles authentication, mapping and retries differently, and nobody can say what breaks if the ERP changes a field. Point-to-point is not wrong in itself; *unmanaged* point-to-point is.",
      },
      {
        type: "list",
        items: [
          "**Point-to-point fits** when there are one or two consumers, volumes are modest, and the owning team can maintain the code.",
          "**Middleware fits** when several systems share the same data, transformations are complex, or you need central monitoring, security policies and reuse.",
          "Either way, store endpoints and secrets in Named Credentials and External Credentials, never in code or custom settings.",
        ],
      },
      { type: "heading", level: 2, text: "API-led connectivity with MuleSoft" },
      {
        type: "paragraph",
        text: 'API-led connectivity organizes integrations into three layers. **System APIs** expose a core system, such as the ERP or a student information system, in a clean and stable way. **Process APIs** combine system APIs into business capabilities like "create order" or "enroll student". **Experience APIs** shape that capability for a specific consumer: Salesforce, a mobile app or a partner portal.',
      },
      {
        type: "paragraph",
        text: "The payoff is reuse and insulation. When the ERP is upgraded, only its system API changes; Salesforce and every other consumer keep calling the same process API. Teams can also publish these APIs in Anypoint Exchange so the next project starts from existing building blocks instead of a blank page. Security policies for client authentication, rate limiting and threat protection are applied once at the API gateway instead of being reimplemented in every consumer.",
      },
      {
        type: "image",
        image: {
          kind: "illustration",
          motif: "layers",
          pattern: "bars",
          alt: "Illustration of three stacked layers above bar shapes, representing system, process and experience APIs in an API-led architecture",
        },
        caption: "System, process and experience APIs: each layer hides the churn of the one beneath it.",
      },
      { type: "heading", level: 2, text: "Event-driven patterns inside Salesforce" },
      {
        type: "paragraph",
        text: "Not every integration should be a request and a response. When other systems need to *react* to what happens in Salesforce, events decouple the sender from the receivers.",
      },
      { type: "heading", level: 3, text: "Platform events and Change Data Capture" },
      {
        type: "paragraph",
        text: 'Platform events are custom messages you publish from Flow, Apex or an external system, such as "Order Submitted" with exactly the fields subscribers need. Change Data Capture publishes record changes automatically for the objects you select, which makes it ideal for keeping a downstream system or data platform in sync without polling. External subscribers consume both through the Pub/Sub API, and replay IDs let a subscriber that was offline pick up where it left off within the retention window.',
      },
      {
        type: "list",
        items: [
          "Use **platform events** for business moments with a designed payload and several interested consumers.",
          "Use **Change Data Capture** for replication and synchronization where the record change itself is the message.",
          "Use **Bulk API 2.0** for scheduled, high-volume loads rather than pushing millions of events.",
        ],
      },
      { type: "heading", level: 2, text: "Error handling is the real design" },
      {
        type: "paragraph",
        text: "Integrations rarely fail on the happy path. They fail when a downstream system is down for maintenance, a payload has an unexpected value, or the same message arrives twice. Design for those cases from day one. Governor limits add another dimension: callouts triggered by record changes must run asynchronously, and a bulk data load can produce a burst of events that downstream systems have to absorb without falling over.",
      },
      {
        type: "list",
        items: [
          "Make writes idempotent: upsert on an external ID so a retried message updates rather than duplicates.",
          "Retry transient failures with exponential backoff, and stop retrying errors that will never succeed, such as validation failures.",
          "Route failed messages to a dead-letter queue or an integration error object that a person actually monitors.",
          "Log a correlation ID across every hop so support can trace one transaction from Salesforce to the ERP and back.",
        ],
      },
      {
        type: "quote",
        content:
          "Anyone can build an integration that works on a good day. **We design for the day the ERP is down**, and make sure nobody loses an order because of it.",
        author: "Priya Raman, Principal Salesforce Architect",
      },
      {
        type: "paragraph",
        text: "Good integration architecture is mostly restraint: the simplest pattern that meets the need, consistent security and error handling, and clear ownership of every interface. Document each integration with its pattern, volumes, owner and failure behavior, and review the catalog whenever a new system joins the landscape. A catalog like that turns a tangle of connections into an architecture the next team can understand and extend.",
      },
    ],
    likes: 57,
    related: ["devops-salesforce-roi", "nonprofit-cloud-migration-checklist"],
    closing: { label: "Explore Integration Services", to: paths.service("salesforce-integration") },
  },
  {
    slug: "nonprofit-cloud-migration-checklist",
    title: "Moving from NPSP to Nonprofit Cloud: A Migration Checklist",
    category: "Nonprofit",
    icon: "hand-heart",
    date: "2024-07-30",
    author: { name: "Hannah Okafor", role: "Nonprofit Practice Director" },
    excerpt:
      "A step-by-step checklist for nonprofits moving from NPSP to Nonprofit Cloud, covering the data model, gift entry, programs, reporting and the change management that makes the move stick.",
    readingMinutes: 4,
    image: {
      kind: "illustration",
      motif: "hand-heart",
      pattern: "waves",
      alt: "Illustration of a hand holding a heart above flowing waves, representing a nonprofit's donor and program data moving to a new platform",
    },
    body: [
      {
        type: "paragraph",
        text: "For more than a decade the Nonprofit Success Pack (NPSP) has been the foundation of fundraising on Salesforce. Nonprofit Cloud is its successor, built directly into the platform with a new data model for fundraising, programs and outcomes. The most important thing to understand is that **this is a migration, not an upgrade**. There is no switch to flip; you move into a new org and rebuild what you need there. That sounds daunting, but it is also a rare chance to leave behind years of workarounds.",
      },
      {
        type: "paragraph",
        text: "NPSP remains supported, so there is no need to rush. Move when Nonprofit Cloud's features, such as gift commitments for recurring giving, native program and benefit tracking, and outcome management, solve problems you have today, or when your current org has accumulated enough technical debt that a clean start is attractive. Once the decision is made, the checklist below is the sequence we follow with development, program and finance teams.",
      },
      { type: "heading", level: 2, text: "1. Map the data model" },
      {
        type: "paragraph",
        text: "The data models differ in ways that touch almost every report and automation. Build a field-by-field mapping early and review it with the people who use the data.",
      },
      {
        type: "list",
        items: [
          "**Constituents**: NPSP's household accounts with contacts become person accounts, with households and relationships modeled through party relationship groups.",
          "**Donations**: opportunities and payments map to gift transactions, with gift designations replacing GAU allocations.",
          "**Recurring gifts**: recurring donations become gift commitments and their schedules.",
          "**Custom objects and fields**: decide which to rebuild, which the new model makes unnecessary, and which to retire.",
        ],
      },
      {
        type: "image",
        image: {
          kind: "illustration",
          motif: "workflow",
          pattern: "waves",
          alt: "Illustration of a workflow diagram over gentle waves, representing records flowing from the NPSP data model into the Nonprofit Cloud data model",
        },
        caption:
          "A field-by-field mapping, reviewed with the people who use the data, is the backbone of the migration plan.",
      },
      { type: "heading", level: 2, text: "2. Redesign gift entry" },
      {
        type: "paragraph",
        text: "Gift processing is where staff feel the change most. Nonprofit Cloud's gift entry handles single gifts and batches with matching against existing donors. Walk through real scenarios with the gift processing team: checks received by mail, online donations from your payment processor, tributes, soft credits and in-kind gifts. Confirm each one has a clear path *before* you migrate historical data. Also confirm how your payment processor, online donation forms and receipting tools will connect to the new objects, since many NPSP-era apps were built around opportunities and payments and need updated versions or replacements.",
      },
      {
        type: "quote",
        content:
          "The data migration is the part everyone worries about. **The part that decides success is whether your gift processor trusts the new screen** on the first Monday after go-live.",
        author: "Hannah Okafor, Nonprofit Practice Director",
      },
      { type: "heading", level: 2, text: "3. Bring programs and outcomes into the model" },
      {
        type: "paragraph",
        text: "Many NPSP orgs track services in spreadsheets or custom objects. Nonprofit Cloud's program management models programs, benefits, enrollments and disbursements natively, and outcome management links them to the indicators your funders ask about. Define your programs and the outcomes you report on first, then configure; do not simply recreate your old custom objects under new names. Involve case managers in designing intake and enrollment screens, because they will use them every day.",
      },
      { type: "heading", level: 2, text: "4. Rebuild reporting deliberately" },
      {
        type: "paragraph",
        text: "Reports built on opportunities and NPSP rollups will not carry over. Treat this as an inventory exercise: list every report and dashboard that is actually used, identify the audience and decision each supports, and rebuild those on the new objects. Board reports, year-end giving statements and grant reports deserve the most testing.",
      },
      {
        type: "list",
        ordered: true,
        items: [
          "Export usage data to find reports nobody has opened in a year, and retire them.",
          "Rebuild the top fundraising and program dashboards and reconcile their totals against NPSP.",
          "Validate donor rollups such as lifetime giving and last gift date on a sample of well-known donors.",
          "Have finance sign off that revenue totals match the general ledger for at least one closed fiscal year.",
        ],
      },
      { type: "heading", level: 2, text: "5. Migrate, test and reconcile" },
      {
        type: "paragraph",
        text: "Run at least two full trial migrations into a sandbox. Reconcile record counts and gift totals by year and by fund, and ask staff to spot-check donors they know well. Keep the NPSP org read-only for a defined period after go-live so questions can be answered against the source. Deduplicate donor records before the final load rather than after it, and plan the cutover window carefully: freeze data entry in NPSP, run the final load, reconcile, and only then open the new org to staff.",
      },
      { type: "heading", level: 3, text: "Change management is not optional" },
      {
        type: "paragraph",
        text: "New screens, new terms and new processes land on staff who are already stretched. Name champions in development, programs and finance, train with your own data in a sandbox, and schedule go-live away from year-end giving and major campaigns. Approached as a planned project with a clear mapping, tested reporting and real attention to the people involved, the move to Nonprofit Cloud can leave your organization with a cleaner, more capable platform than the one it replaced.",
      },
    ],
    likes: 45,
    related: ["salesforce-integration-patterns", "data-cloud-c-suite-guide"],
    closing: { label: "Explore Nonprofit Cloud", to: paths.cloud("nonprofit-cloud") },
  },
] satisfies Article[];
