import type { z } from "zod";
import type { IconName } from "~/content/icon-names";
import type { Benefit, Intro, Job, Partner, statSchema, stepSchema, teamMemberSchema } from "~/content/schemas";
import { contactPath, paths } from "~/lib/paths";

/**
 * Copy for the company pages: About, Careers, Partners, Partnership Program and Referral Program
 * (spec §2), plus the six guiding principles shared with Home. Routes build every link.
 */

type Stat = z.infer<typeof statSchema>;
type Step = z.infer<typeof stepSchema>;
type TeamMember = z.infer<typeof teamMemberSchema>;
type Feature = { icon: IconName; title: string; description: string };
type Block = { heading: string; text: string };
/** A call to action: its words and where its button goes. */
type LinkBlock = Block & { label: string; to: string };

/** Spec §2 Home section 11, titles exactly and in order. */
export const principles = [
  {
    icon: "lightbulb",
    title: "Innovation Catalyst",
    description:
      "We bring proven new capabilities — Agentforce, Data Cloud, automated pipelines — into your roadmap when they solve a real problem, not because they are new.",
  },
  {
    icon: "users",
    title: "Client-Centricity",
    description:
      "Your outcomes set the plan. We design around your users, your budget cycle and your team's capacity to adopt change, and we measure success the way you do.",
  },
  {
    icon: "shield-check",
    title: "Unwavering Integrity",
    description:
      "Honest estimates, transparent status reporting and candid advice, including when the right answer is a smaller project or no project at all.",
  },
  {
    icon: "award",
    title: "Excellence Driven",
    description:
      "Certified architects, peer-reviewed designs, tested code and documented releases. We hold every deliverable to the standard we would want to inherit.",
  },
  {
    icon: "handshake",
    title: "Collaborative Spirit",
    description:
      "We work as one team with your administrators, developers and business owners, and we transfer knowledge as we go so you are never dependent on us.",
  },
  {
    icon: "hand-heart",
    title: "Purposeful Impact",
    description:
      "We choose work that matters — agencies serving residents, schools supporting students, nonprofits stretching every dollar — and we give back through pro bono projects.",
  },
] satisfies Feature[];

export const about = {
  intro: {
    eyebrow: "About Us",
    title: "Consultants Who Build What Lasts",
    lead: "We are a Salesforce, data, AI and DevOps partner for companies, public agencies, schools and nonprofits that need platforms built to run for years.",
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      "We were established over eight years ago by a small group of Salesforce architects who had spent too long cleaning up rushed implementations. Our founding idea was simple: design for the organization that will own the system after go-live, not just for launch day.",
      "Today we are a team of 50+ consultants working across 5 countries — architects, developers, business analysts, data engineers and change managers who plan, build and run Salesforce, MuleSoft and Data Cloud solutions for commercial, public sector, education and nonprofit clients.",
      "Most of our work comes from clients who return for the next phase or refer a peer. We earn that by staying accountable after deployment, with managed services, release pipelines and roadmaps that keep each platform healthy as the business changes.",
    ],
  },
  stats: [
    { value: "8+", label: "Years of delivery" },
    { value: "50+", label: "Consultants" },
    { value: "5", label: "Countries" },
  ],
  principlesHeading: "The Principles That Guide Our Work",
  principleTitles: ["Client-Centricity", "Unwavering Integrity", "Excellence Driven", "Collaborative Spirit"],
  leadership: {
    heading: "Leadership",
    lead: "A hands-on leadership team that still joins discovery workshops, reviews architectures and answers to clients directly.",
    members: [
      {
        name: "Elena Marsh",
        role: "Chief Executive Officer",
        bio: "Elena co-founded the firm after a decade leading CRM programs for healthcare and public sector organizations. She sets company strategy and sponsors our largest multi-year client engagements.",
      },
      {
        name: "David Okafor",
        role: "Chief Technology Officer",
        bio: "David is a Salesforce Certified Technical Architect who has designed integration and data platforms for manufacturers, retailers and universities. He leads our architecture review board and DevOps practice.",
      },
      {
        name: "Priya Raman",
        role: "VP, Client Delivery",
        bio: "Priya oversees every active engagement, from scoping and staffing to quality reviews and handover. She built our agile delivery framework and the managed services team that supports clients after go-live.",
      },
    ],
  },
  partnership: {
    heading: "Ready to Build Something That Lasts?",
    text: "Tell us where your Salesforce platform, data or delivery process is holding you back. A senior consultant will respond within one business day to plan a no-obligation discovery conversation.",
  },
  careers: {
    heading: "Grow Your Career With Us",
    text: "We hire curious, certified and client-minded people and give them meaningful work, mentorship and time to learn. See what it is like to work here and browse our open roles.",
    label: "Explore Careers",
    to: paths.careers,
  },
} satisfies {
  intro: Intro;
  story: { heading: string; paragraphs: string[] };
  stats: Stat[];
  principlesHeading: string;
  principleTitles: string[];
  leadership: { heading: string; lead: string; members: TeamMember[] };
  partnership: Block;
  careers: LinkBlock;
};

export const careers = {
  intro: {
    eyebrow: "Careers",
    title: "Do the Best Work of Your Career",
    lead: "Join a team of Salesforce, data and DevOps specialists solving real problems for companies, public agencies, schools and nonprofits — with the support to keep growing.",
  },
  benefitsHeading: "Why People Join and Stay",
  benefits: [
    {
      icon: "graduation-cap",
      title: "Certifications and Learning",
      description:
        "Paid certification exams, a yearly learning budget and dedicated study time, plus mentoring from Certified Technical Architects and senior consultants.",
    },
    {
      icon: "globe",
      title: "Flexible, Remote-Friendly Work",
      description:
        "Work remotely or from a hub office on a schedule that fits your life, with core collaboration hours instead of rigid nine-to-five expectations.",
    },
    {
      icon: "heart-pulse",
      title: "Health and Wellbeing",
      description:
        "Comprehensive health coverage in every country we hire in, generous paid time off, paid parental leave and an annual wellness stipend.",
    },
    {
      icon: "trending-up",
      title: "Clear Career Paths",
      description:
        "Transparent levels for consulting and engineering tracks, twice-yearly growth conversations and a real path from developer or analyst to architect or practice lead.",
    },
  ],
  openingsHeading: "Open Positions",
  openingsCta: "See Open Roles",
  openingsLead:
    "We are hiring across consulting, engineering and marketing. Every role works directly with clients and with a team that shares what it knows.",
  jobs: [
    {
      title: "Senior Salesforce Consultant",
      location: "Remote (US)",
      department: "Consulting",
      type: "Full-time",
      description:
        "Lead discovery workshops, translate business goals into Sales Cloud and Service Cloud designs, and guide client teams from backlog to go-live. You will mentor junior consultants and own the client relationship on mid-sized engagements. Five or more years of Salesforce consulting and an Administrator or Consultant certification are expected.",
    },
    {
      title: "Salesforce Developer",
      location: "San Francisco, CA / Hybrid",
      department: "Engineering",
      type: "Full-time",
      description:
        "Build Apex, Lightning Web Components and Flow solutions, and integrate Salesforce with ERP and data platforms through REST APIs and MuleSoft. You will work in source-driven CI/CD pipelines with scratch orgs, code review and automated tests. Platform Developer I certification is required; Platform Developer II is a plus.",
    },
    {
      title: "Business Analyst",
      location: "London, UK / Hybrid",
      department: "Consulting",
      type: "Full-time",
      description:
        "Map current processes, gather and prioritize requirements, and write user stories with clear acceptance criteria for Salesforce implementations. You will facilitate workshops with stakeholders and support user acceptance testing and training. Experience in public sector, education or nonprofit programs is a strong advantage.",
    },
    {
      title: "Marketing Automation Specialist",
      location: "Remote (US)",
      department: "Marketing",
      type: "Full-time",
      description:
        "Design and run lifecycle campaigns in Marketing Cloud Account Engagement, from lead scoring and nurture journeys to reporting on pipeline contribution. You will partner with sales to keep data clean and handoffs fast, and help shape how we market our own services.",
    },
  ],
  emptyMessage: {
    heading: "No Open Positions Right Now",
    text: "We do not have any openings at the moment, but we are always glad to meet talented people. Get in touch and tell us about yourself.",
  },
  generalApplication: {
    heading: "Don't See the Right Role?",
    text: "Send us a general application with your résumé and the kind of work you want to do. We review every submission and reach out when a suitable role opens.",
    label: "Send a General Application",
    // The spec spells this one link with a "+" (§2 "Careers page").
    to: contactPath({ subject: "General Application" }, { spaces: "plus" }),
  },
} satisfies {
  intro: Intro;
  benefitsHeading: string;
  benefits: Benefit[];
  openingsHeading: string;
  openingsLead: string;
  openingsCta: string;
  jobs: Job[];
  emptyMessage: Block;
  generalApplication: LinkBlock;
};

export const partnersPage = {
  intro: {
    eyebrow: "Our Partners",
    title: "Technology Partners Behind Our Work",
    lead: "We partner with the platforms our clients rely on, which gives our teams early product access, direct escalation paths and deep, current expertise.",
  },
  gridHeading: "Our Technology Alliances",
  partners: [
    {
      name: "Salesforce",
      tier: "Crest (Gold) Partner",
      category: "CRM & Cloud Platform",
      description:
        "As a Crest partner, our consultants hold certifications across Sales, Service, Experience, Data and Industry Clouds and have access to Salesforce product and support teams. Clients get proven implementation patterns and faster answers when an issue needs escalation.",
      link: "https://www.salesforce.com/",
    },
    {
      name: "AWS",
      tier: "Select Tier Partner",
      category: "Cloud Infrastructure",
      description:
        "We design secure AWS environments for integration middleware, data pipelines and the services that sit alongside Salesforce. Clients benefit from architectures reviewed against AWS best practices and from partner funding programs where they apply.",
      link: "https://aws.amazon.com/",
    },
    {
      name: "MuleSoft",
      tier: "Registered Partner",
      category: "Integration",
      description:
        "Our integration team builds API-led connectivity with MuleSoft Anypoint Platform to link Salesforce with ERP, student information and legacy systems. Clients get reusable APIs instead of brittle point-to-point connections.",
      link: "https://www.mulesoft.com/",
    },
    {
      name: "Tableau",
      tier: "Authorized Reseller",
      category: "Analytics",
      description:
        "We license, deploy and configure Tableau so leaders can see pipeline, service and program data in one place. Clients can buy, implement and get training through a single accountable partner.",
      link: "https://www.tableau.com/",
    },
  ],
  cta: {
    heading: "Interested in Partnering With Us?",
    text: "If your product or practice complements Salesforce, data or DevOps work, we would like to hear how we can serve shared clients together.",
    label: "Become a Partner",
    to: contactPath({ subject: "Partnership Inquiry" }),
  },
} satisfies {
  intro: Intro;
  gridHeading: string;
  partners: Partner[];
  cta: LinkBlock;
};

export const partnerProgram = {
  intro: {
    eyebrow: "Partnership Program",
    title: "Grow Together Through Our Partnership Program",
    lead: "Team up with us to deliver joint Salesforce, data and AI solutions for shared clients, backed by co-delivery, shared pipeline and technical enablement.",
  },
  benefitsHeading: "What Partners Receive",
  benefits: [
    {
      icon: "users",
      title: "Certified Delivery Capacity",
      description:
        "Extend your team with certified Salesforce architects, developers and DevOps engineers for implementation, integration or overflow work, under your brand or ours.",
    },
    {
      icon: "target",
      title: "Joint Go-to-Market",
      description:
        "Co-develop offerings, run joint webinars and account plans, and share qualified opportunities where our services and your product fit the same buyer.",
    },
    {
      icon: "book-open",
      title: "Technical Enablement",
      description:
        "Get architecture guidance, integration reviews and access to our reusable accelerators for Data Cloud, MuleSoft and CI/CD pipelines.",
    },
    {
      icon: "handshake",
      title: "Dedicated Partner Manager",
      description:
        "A named partner manager coordinates opportunities, escalations and quarterly business reviews so the relationship stays active and measurable.",
    },
  ],
  whoHeading: "Who the Program Is For",
  who: [
    {
      icon: "puzzle",
      title: "ISVs and AppExchange Publishers",
      description:
        "Software vendors who need implementation and integration expertise to help customers adopt their Salesforce-connected products.",
    },
    {
      icon: "briefcase",
      title: "Boutique Agencies",
      description:
        "Design, marketing and change-management firms that want a dependable Salesforce delivery partner behind their client work.",
    },
    {
      icon: "layers",
      title: "Systems Integrators",
      description:
        "Larger integrators looking for specialist capacity in Industry Clouds, Agentforce, MuleSoft or DevOps on complex programs.",
    },
    {
      icon: "cpu",
      title: "Technology Vendors",
      description:
        "Data, security and infrastructure providers whose platforms sit alongside Salesforce and who want a partner to design the connection.",
    },
  ],
  cta: {
    heading: "Let's Explore a Partnership",
    text: "Tell us about your organization, your clients and where you see a fit. Our partnerships team will follow up to schedule an introductory call.",
    label: "Apply to the Program",
    to: contactPath({ subject: "PartnershipProgramInquiry" }),
  },
} satisfies {
  intro: Intro;
  benefitsHeading: string;
  benefits: Benefit[];
  whoHeading: string;
  who: Feature[];
  cta: LinkBlock;
};

export const referralProgram = {
  intro: {
    eyebrow: "Referral Program",
    title: "Refer a Client, Share in the Success",
    lead: "Know an organization that needs Salesforce, data or DevOps help? Introduce us and earn a reward when your referral becomes a client.",
  },
  benefitsHeading: "Why Refer to Us",
  benefits: [
    {
      icon: "award",
      title: "Rewarding Referral Fees",
      description:
        "Receive a referral fee based on the value of the first signed engagement, paid once the client's initial invoice is settled.",
    },
    {
      icon: "shield-check",
      title: "Your Reputation Protected",
      description:
        "Your contact is handled by senior consultants with an honest assessment of fit. If we are not the right partner, we say so.",
    },
    {
      icon: "clock",
      title: "Simple and Quick",
      description:
        "A short form is all it takes. We handle the outreach, scoping and proposal, and keep you informed at every stage.",
    },
    {
      icon: "hand-heart",
      title: "Give Back Option",
      description: "Prefer not to take a fee? We can donate your reward to a nonprofit of your choice instead.",
    },
  ],
  stepsHeading: "How It Works",
  steps: [
    {
      title: "Submit Referral",
      icon: "file-text",
      description:
        "Sign up and share the organization's name, a contact and a short note on what they need. Let them know to expect our call.",
    },
    {
      title: "We Connect & Qualify",
      icon: "message-square",
      description:
        "A senior consultant reaches out within two business days, learns about their goals and confirms whether we are a good fit.",
    },
    {
      title: "Get Rewarded",
      icon: "star",
      description:
        "When the referral signs its first engagement and the initial invoice is paid, we send your reward or make your chosen donation.",
    },
  ],
  cta: {
    heading: "Join the Referral Program",
    text: "Sign up in a few minutes and start introducing organizations that could benefit from a trusted Salesforce, data and DevOps partner.",
    label: "Sign Up to Refer",
    to: contactPath({ subject: "ReferralProgramSignUp" }),
  },
} satisfies {
  intro: Intro;
  benefitsHeading: string;
  benefits: Benefit[];
  stepsHeading: string;
  steps: Step[];
  cta: LinkBlock;
};
