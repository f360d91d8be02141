import type { ExpertisePage } from "~/content/schemas";
import { paths, type ServiceSlug } from "~/lib/paths";

/**
 * Expertise service pages (spec §2 "Expertise service pages", §3 "Service page"): one record per
 * service slug, rendered by the shared template. Related-service labels are the target page's
 * short name; an empty list hides that section. Without `ctaText` the template's default closing
 * heading is used, and without `contactSubject` the contact subject is the page title.
 */
export const servicePages = {
  "digital-transformation": {
    title: "Digital Transformation Services",
    eyebrow: "Strategy to Execution",
    description:
      "We help leadership teams replace disconnected systems and manual processes with a connected Salesforce platform, a sequenced roadmap and milestones your board can follow.",
    heroIcon: "compass",
    overview: {
      heading: "Transformation That Starts With How Your Organization Works",
      paragraphs: [
        "Most transformation programs stall not for lack of technology but because the roadmap is vague, ownership is unclear and legacy systems keep running in parallel. We begin with a structured discovery: stakeholder interviews, process mapping and an inventory of the applications, spreadsheets and data stores your teams rely on today.",
        "From there we build a sequenced roadmap that ties each release to a business outcome, whether that is shorter case resolution times, a single view of constituents or a faster quote-to-cash cycle. Each phase is sized to deliver value within one or two quarters, so momentum and funding never hang on a single go-live date.",
        "Our architects, developers and change managers stay with the program through delivery. We retire legacy tools deliberately, migrate and cleanse data, and train the people who will own the platform after we step back.",
      ],
    },
    benefits: [
      {
        icon: "target",
        title: "Outcome-Based Roadmap",
        description:
          "A phased plan that links every release to a measurable goal and a named business owner, reviewed with your steering committee each quarter.",
      },
      {
        icon: "workflow",
        title: "Process Redesign",
        description:
          "Current- and future-state process maps that remove handoffs and duplicate data entry before anything is configured in Salesforce.",
      },
      {
        icon: "layers",
        title: "Legacy Modernization",
        description:
          "A retirement plan for aging CRMs, Access databases and shared spreadsheets, with data migration, cleansing and rehearsed cutovers.",
      },
      {
        icon: "users",
        title: "Change Management & Adoption",
        description:
          "Role-based training, a network of internal champions and adoption dashboards, so new tools become the way work actually gets done.",
      },
      {
        icon: "bar-chart",
        title: "Executive Visibility",
        description:
          "Dashboards that track program milestones, user adoption and business KPIs in one place for sponsors and the board.",
      },
    ],
    relatedServices: [
      { label: "Salesforce Consulting", to: paths.service("salesforce-consulting") },
      { label: "Salesforce Integration", to: paths.service("salesforce-integration") },
      { label: "Data Cloud", to: paths.cloud("data-cloud") },
    ],
    ctaText: "Ready to Map Your Transformation Roadmap?",
  },

  "ai-services": {
    title: "AI Strategy & Implementation Services",
    eyebrow: "Applied AI & Data",
    description:
      "Put AI to work on real business problems: we identify high-value use cases, prepare trusted data in Data Cloud and deploy Einstein and Agentforce capabilities with governance built in.",
    heroIcon: "brain",
    overview: {
      heading: "Practical AI, Grounded in Your Data",
      paragraphs: [
        "AI delivers value when it is tied to a specific decision or task: routing a case, drafting a reply, scoring a lead, flagging a student who may need support. We run focused use-case workshops with your business and IT leaders, score each idea on impact, feasibility and risk, and take a small number into production.",
        "Because model output is only as good as its inputs, we invest real effort in the data foundation. We unify records in Data Cloud, resolve duplicate identities and define which fields AI features may read, so predictions and generated content rest on accurate, permitted data.",
        "Every deployment includes guardrails: the Einstein Trust Layer, prompt templates reviewed by your subject-matter experts, human review where the stakes are high, and monitoring that shows how recommendations are used.",
      ],
    },
    benefits: [
      {
        icon: "lightbulb",
        title: "Use-Case Prioritization",
        description:
          "A scored backlog of AI opportunities, ranked by business value, data readiness and risk, with a clearly scoped first pilot.",
      },
      {
        icon: "database",
        title: "AI-Ready Data",
        description:
          "Data Cloud unification, identity resolution and data quality rules that give every model a reliable, governed foundation.",
      },
      {
        icon: "sparkles",
        title: "Generative AI in the Flow of Work",
        description:
          "Prompt Builder templates and Einstein features that draft emails, summarize cases and suggest next steps inside Salesforce.",
      },
      {
        icon: "line-chart",
        title: "Predictive Insights",
        description:
          "Scoring and forecasting models for churn, conversion and demand, surfaced on the records and dashboards your teams already use.",
      },
      {
        icon: "shield-check",
        title: "Responsible AI Governance",
        description:
          "Usage policies, data masking, audit trails and human-in-the-loop reviews that satisfy your legal, security and compliance teams.",
      },
    ],
    relatedServices: [
      { label: "Agentforce", to: paths.service("salesforce-agentforce") },
      { label: "Data Cloud", to: paths.cloud("data-cloud") },
      { label: "Service Cloud", to: paths.cloud("service-cloud") },
    ],
  },

  "salesforce-agentforce": {
    title: "Salesforce Agentforce Services",
    eyebrow: "Autonomous AI Agents",
    description:
      "Design, build and launch Agentforce agents that resolve routine requests around the clock, hand complex cases to people with full context, and act only within the permissions you set.",
    heroIcon: "bot",
    overview: {
      heading: "AI Agents That Work Alongside Your Teams",
      paragraphs: [
        "Agentforce lets you deploy AI agents that understand a request, look up the right records and take action, such as updating an order, booking an appointment or answering a policy question. The difference between a helpful agent and a frustrating one lies in the design: clear topics, well-written instructions and actions that are safe to automate.",
        "Our engagements start with a readiness workshop that reviews your use cases, knowledge articles, data access and existing Flows and Apex. We then build agents in focused increments, test them against real conversation transcripts, and define when each agent hands off to a person with the conversation history intact.",
        "After launch we monitor resolution rates, escalations and customer feedback, then tune topics, actions and knowledge content so each agent improves month over month.",
      ],
    },
    benefits: [
      {
        icon: "target",
        title: "Use-Case & Readiness Workshop",
        description:
          "A structured review of candidate tasks, data access and knowledge quality that produces a prioritized agent backlog.",
      },
      {
        icon: "workflow",
        title: "Custom Topics & Actions",
        description:
          "Agent topics, instructions and actions built on Flow, Apex and MuleSoft APIs, so agents complete real work instead of only answering questions.",
      },
      {
        icon: "book-open",
        title: "Grounded Knowledge",
        description:
          "Salesforce Knowledge and Data Cloud retrieval configured so every answer comes from approved, current sources.",
      },
      {
        icon: "headset",
        title: "Seamless Human Handoff",
        description:
          "Omni-Channel escalation rules that route complex or sensitive conversations to the right person, with the full transcript attached.",
      },
      {
        icon: "shield",
        title: "Trust & Guardrails",
        description:
          "Least-privilege permissions, Einstein Trust Layer settings and scenario testing in Agentforce Testing Center before any agent meets a customer.",
      },
    ],
    relatedServices: [
      { label: "AI Services", to: paths.service("ai-services") },
      { label: "Service Cloud", to: paths.cloud("service-cloud") },
      { label: "Data Cloud", to: paths.cloud("data-cloud") },
    ],
    ctaText: "See What Agentforce Could Handle for Your Teams",
    contactSubject: "Agentforce Readiness Workshop",
  },

  "salesforce-managed-services": {
    title: "Salesforce Managed Services",
    eyebrow: "Ongoing Platform Support",
    description:
      "A dedicated team of Salesforce administrators, developers and architects that keeps your org stable, secure and improving, with flexible monthly capacity and SLA-backed response times.",
    heroIcon: "headset",
    overview: {
      heading: "Your Extended Salesforce Team",
      paragraphs: [
        "After go-live, enhancement requests tend to pile up faster than internal staff can handle them, while seasonal releases, security reviews and user questions compete for the same few people. Our managed services give you a named team with the breadth to cover administration, development, integration and architecture, without hiring for each role.",
        "Work is delivered from a shared, prioritized backlog with monthly capacity you can flex up or down. We handle user support, new Flows and reports, regression testing for Salesforce's three annual releases, and quarterly health checks that catch technical debt and security gaps before they become incidents.",
      ],
    },
    benefits: [
      {
        icon: "clock",
        title: "SLA-Backed Support",
        description:
          "Defined response and resolution times by severity, a ticket portal, and a named lead who knows your org and your people.",
      },
      {
        icon: "refresh",
        title: "Release Readiness",
        description:
          "Release note reviews and regression testing ahead of every Spring, Summer and Winter release, so upgrades never surprise your users.",
      },
      {
        icon: "wrench",
        title: "Continuous Enhancements",
        description:
          "New Flows, page layouts, reports and Apex changes delivered every sprint from a backlog that you prioritize.",
      },
      {
        icon: "shield-check",
        title: "Security & Health Checks",
        description:
          "Quarterly reviews of permissions, sharing rules, login activity and technical debt, each with a clear remediation plan.",
      },
      {
        icon: "trending-up",
        title: "Flexible Capacity",
        description:
          "Monthly hours that scale up for projects and back down for steady state, at a fraction of the cost of a full in-house team.",
      },
    ],
    relatedServices: [
      { label: "Salesforce Consulting", to: paths.service("salesforce-consulting") },
      { label: "DevOps", to: paths.service("devops") },
    ],
    ctaText: "Need a Dependable Team Behind Your Salesforce Org?",
  },

  "salesforce-consulting": {
    title: "Salesforce Consulting Services",
    eyebrow: "Certified Salesforce Experts",
    description:
      "From first implementation to org optimization, our certified consultants design Salesforce around your processes, choosing configuration before code and building for the years after go-live.",
    heroIcon: "cloud",
    overview: {
      heading: "Salesforce Implementations Built to Last",
      paragraphs: [
        "Whether you are implementing Salesforce for the first time, adding another cloud or untangling an org that has become hard to change, the first step is the same: understand how your teams work and what they need the platform to do. Our consultants run discovery sessions with the people who will use the system every day, not only the project sponsors.",
        "We favor standard features and declarative tools such as Flow, Dynamic Forms and OmniStudio, and write Apex and Lightning Web Components only where they earn their keep. Every solution comes with a documented data model, a security design and a sandbox strategy, so your own team can maintain it.",
        "Delivery runs in two-week sprints that each end with a demo, giving you the chance to steer the build before anything reaches production.",
      ],
    },
    benefits: [
      {
        icon: "search",
        title: "Discovery & Solution Design",
        description:
          "Process workshops, user stories and a solution blueprint that maps each requirement to standard features, configuration or custom code.",
      },
      {
        icon: "rocket",
        title: "Multi-Cloud Implementation",
        description:
          "Sales, Service, Experience and industry cloud rollouts delivered in agile releases, with user acceptance testing built into every one.",
      },
      {
        icon: "settings",
        title: "Org Optimization",
        description:
          "Reviews that consolidate legacy automation into Flow, retire unused fields and simplify sharing rules that slow users down.",
      },
      {
        icon: "database",
        title: "Data Migration",
        description:
          "Field mapping, cleansing, deduplication and trial loads that bring legacy records into Salesforce accurately and on schedule.",
      },
      {
        icon: "graduation-cap",
        title: "Training & Enablement",
        description:
          "Role-based training, admin handover sessions and living documentation, so your team owns the platform after launch.",
      },
    ],
    relatedServices: [
      { label: "Sales Cloud", to: paths.cloud("sales-cloud") },
      { label: "Service Cloud", to: paths.cloud("service-cloud") },
      { label: "Managed Services", to: paths.service("salesforce-managed-services") },
    ],
  },

  "salesforce-integration": {
    title: "Salesforce Integration Services",
    eyebrow: "Connected Systems",
    description:
      "Connect Salesforce to your ERP, finance, student information and legacy systems with MuleSoft and native APIs, so data moves reliably and every failure is logged, visible and fixable.",
    heroIcon: "plug",
    overview: {
      heading: "One Reliable Flow of Data Across Your Systems",
      paragraphs: [
        "Salesforce is most valuable when it reflects what is happening in the rest of the organization: orders in the ERP, payments in finance, enrollments in the student information system. Point-to-point scripts and nightly CSV files tend to break quietly, leaving users to work from stale or conflicting records.",
        "We design integrations around clear ownership of each data domain and the right pattern for each flow: request-reply for lookups, Platform Events and Change Data Capture for near-real-time updates, and Bulk API jobs for high volumes. Where several systems share the same data, we build reusable MuleSoft APIs instead of one-off connections.",
        "Every integration ships with error handling, retry logic, logging and alerts, plus runbooks your support team can follow at two in the morning.",
      ],
    },
    benefits: [
      {
        icon: "puzzle",
        title: "Integration Architecture",
        description:
          "A system-of-record map and a chosen pattern for every interface, documented and agreed before any code is written.",
      },
      {
        icon: "plug",
        title: "MuleSoft API-Led Connectivity",
        description:
          "System, process and experience APIs that let new applications reuse existing connections instead of starting from scratch.",
      },
      {
        icon: "zap",
        title: "Real-Time Synchronization",
        description:
          "Platform Events, Change Data Capture and REST callouts that keep Salesforce and back-office systems consistent within seconds.",
      },
      {
        icon: "server",
        title: "ERP & Legacy Connectors",
        description:
          "Proven approaches for SAP, Oracle, NetSuite, Workday and on-premises databases, including secure agents behind your firewall.",
      },
      {
        icon: "gauge",
        title: "Monitoring & Error Handling",
        description:
          "Centralized logs, retry queues and alerts, so failed messages are caught and resolved before users notice.",
      },
    ],
    relatedServices: [
      { label: "Salesforce Consulting", to: paths.service("salesforce-consulting") },
      { label: "Data Cloud", to: paths.cloud("data-cloud") },
    ],
  },

  devops: {
    title: "DevOps Consulting Services",
    eyebrow: "Salesforce DevOps",
    description:
      "Ship Salesforce changes faster and with fewer surprises: source-driven development, automated CI/CD pipelines, test automation and a sandbox strategy that developers and admins can both follow.",
    heroIcon: "git-branch",
    overview: {
      heading: "Release Salesforce Changes With Confidence",
      paragraphs: [
        "Many Salesforce teams still move changes with change sets, manual steps and a late-night deployment window. Releases become infrequent and risky, conflicts between admins and developers surface in production, and nobody can say exactly what changed or why.",
        "We make source control the single source of truth, introduce a branching model that fits your team size, and build CI/CD pipelines that validate, test and deploy metadata automatically. Depending on your stack, we work with DevOps Center, GitHub Actions, GitLab CI, Azure DevOps, Copado or Gearset, and add static code analysis and Apex test coverage gates to every pull request.",
        "The goal is a release process your team owns: documented, repeatable and fast enough that small changes ship in days instead of waiting for the next quarterly window.",
      ],
    },
    benefits: [
      {
        icon: "git-branch",
        title: "Source-Driven Development",
        description:
          "Git repositories, branching strategies and Salesforce DX projects that give every change a history and a reviewer.",
      },
      {
        icon: "workflow",
        title: "Automated CI/CD Pipelines",
        description:
          "Pipelines that validate, test and promote metadata from sandboxes to production, with approval steps where you need them.",
      },
      {
        icon: "check-circle",
        title: "Test Automation & Quality Gates",
        description:
          "Apex unit tests, automated UI tests and static code analysis that stop risky changes before they are merged.",
      },
      {
        icon: "layers",
        title: "Sandbox & Environment Strategy",
        description:
          "A defined path from developer sandboxes through integration and UAT to production, with data seeding and refresh schedules.",
      },
      {
        icon: "refresh",
        title: "Backup & Rollback",
        description:
          "Metadata and data backups with rehearsed restore procedures, so a bad deployment is an inconvenience rather than an outage.",
      },
    ],
    relatedServices: [
      { label: "DevOps Assessment", to: paths.service("devops-assessment") },
      { label: "Industry DevOps Assessment", to: paths.service("devops-industry-assessment") },
      { label: "Managed Services", to: paths.service("salesforce-managed-services") },
    ],
  },

  "devops-assessment": {
    title: "DevOps Maturity Assessment",
    eyebrow: "Fixed-Scope Assessment",
    description:
      "A two- to three-week review of how your team builds, tests and releases Salesforce changes, ending with a maturity score, a prioritized roadmap and quick wins you can act on right away.",
    heroIcon: "gauge",
    overview: {
      heading: "Know Where Your Release Process Stands",
      paragraphs: [
        "Before investing in new tools, it pays to know which part of your delivery process is actually holding you back. Our assessment examines your release process end to end: how work is planned, how changes are built and reviewed, how sandboxes are managed, how tests run and how deployments reach production.",
        "Over two to three weeks we interview admins, developers, release managers and business owners, review your org metadata and deployment history, and measure lead time, deployment frequency, change failure rate and time to restore. Each practice area is scored against a five-level maturity model.",
        "You receive a written report, an executive readout and a phased roadmap that separates quick wins from longer-term investments, with an effort estimate for each.",
      ],
    },
    benefits: [
      {
        icon: "search",
        title: "Current-State Review",
        description:
          "Interviews, metadata analysis and a walkthrough of your recent releases to see how work really moves to production.",
      },
      {
        icon: "gauge",
        title: "Maturity Scoring",
        description:
          "A five-level score across planning, source control, testing, environments, deployment and monitoring.",
      },
      {
        icon: "bar-chart",
        title: "Delivery Metrics Baseline",
        description:
          "Lead time, deployment frequency, change failure rate and time to restore, measured from your own deployment history.",
      },
      {
        icon: "clipboard-check",
        title: "Prioritized Roadmap",
        description:
          "Quick wins, 90-day actions and longer-term investments, each with estimated effort and expected impact.",
      },
    ],
    relatedServices: [
      { label: "DevOps", to: paths.service("devops") },
      { label: "Industry DevOps Assessment", to: paths.service("devops-industry-assessment") },
    ],
    ctaText: "Get a Clear Baseline for Your Release Process",
    contactSubject: "DevOps Maturity Assessment Request",
  },

  "devops-industry-assessment": {
    title: "Industry DevOps Assessment",
    eyebrow: "Regulated Industries",
    description:
      "A DevOps assessment for public agencies, healthcare, education and financial services that measures release maturity against FedRAMP, HIPAA, FERPA and SOX controls.",
    heroIcon: "scale",
    overview: {
      heading: "Speed and Compliance, Measured Together",
      paragraphs: [
        "In regulated organizations, release processes are shaped as much by auditors as by engineers. Change approval boards, separation of duties and evidence requirements are necessary, but when they depend on manual sign-offs and screenshots they slow every release and still leave gaps.",
        "This assessment extends our DevOps maturity review with the controls that apply to your sector: FedRAMP and NIST 800-53 for public agencies, HIPAA for healthcare, FERPA for schools and universities, or SOX for financial reporting. We map each control to a step in your delivery pipeline and identify where evidence can be captured automatically.",
        "The outcome is a roadmap that improves delivery speed and audit readiness together, written to be shared with your CISO, compliance office and internal audit team.",
      ],
    },
    benefits: [
      {
        icon: "landmark",
        title: "Sector-Specific Control Mapping",
        description:
          "Your release process mapped against the frameworks that govern your organization, with every gap and its risk level identified.",
      },
      {
        icon: "file-text",
        title: "Automated Audit Evidence",
        description:
          "Recommendations for capturing approvals, test results and deployment logs in the pipeline instead of in spreadsheets and screenshots.",
      },
      {
        icon: "lock",
        title: "Separation of Duties",
        description:
          "A review of who can build, approve and deploy changes, with permission and pipeline designs that enforce the rules by default.",
      },
      {
        icon: "user-check",
        title: "Streamlined Change Approval",
        description:
          "Risk-based approval paths that keep board review for high-impact changes and let routine updates move faster.",
      },
      {
        icon: "clipboard-check",
        title: "Audit-Ready Roadmap",
        description:
          "A phased plan with owners and milestones, written for engineering leaders and your compliance office alike.",
      },
    ],
    relatedServices: [],
    ctaText: "Release Faster Without Putting Your Next Audit at Risk",
    contactSubject: "Industry DevOps Assessment Request",
  },
} satisfies Record<ServiceSlug, ExpertisePage>;
