import type { z } from "zod";
import type { Intro, privacySectionSchema } from "~/content/schemas";

type PrivacySection = z.infer<typeof privacySectionSchema>;

/**
 * The Privacy page (spec §2 "Privacy page"): nine sections, numbered by the page. The privacy
 * e-mail, postal address and 'Last Revised' date come from the site configuration and the
 * visitor's clock, so none of them is written here.
 */
export const privacyPolicy = {
  intro: {
    eyebrow: "Legal",
    title: "Privacy Statement",
    lead: "How we collect, use and protect personal information when you visit our website or get in touch with us — written in plain language.",
  },
  sections: [
    {
      heading: "Information We Collect",
      paragraphs: [
        "This statement covers our public website and the inquiries you send through it. We collect only what we need to answer you and to keep the site working.",
        "We do not ask you to create an account, and we do not knowingly collect information from children. The site is intended for business visitors.",
      ],
      list: [
        "Information you give us: when you use a contact, consultation or strategy-call form, we receive your name, work e-mail address and, if you choose to provide them, your company, job role, the subject of your inquiry and your message.",
        "Information sent by your browser: like most websites, our servers record standard technical details with each request, such as your IP address, browser type, the page requested and the date and time. These logs are used for security and troubleshooting.",
        "Information from conversations: if we go on to speak or correspond with you, we keep records of that business correspondence.",
        "How you found us, when you send a form: the first page you opened on our site during that visit, the name of the website whose link brought you there (its name only, such as www.linkedin.com, never the address of the page you came from) and the campaign labels in that link, if it had any (utm_source, utm_medium, utm_campaign, utm_term and utm_content). They are stored with your inquiry so we know which of our articles, pages and campaigns are useful.",
        "Anonymous visit counts: the site counts its own visits, as described under Cookies and Similar Technologies. These counts cannot identify you.",
      ],
    },
    {
      heading: "How We Use Information",
      paragraphs: [
        "We use personal information for the purposes below and for nothing incompatible with them. Where data protection law requires a legal basis, we rely on your consent, on steps you ask us to take before entering into a contract, or on our legitimate interest in running and protecting our business.",
      ],
      list: [
        "To reply to your inquiry, schedule a consultation or strategy call, and prepare proposals you request.",
        "To consider job and general applications you send us.",
        "To manage partnership and referral program sign-ups.",
        "To keep the website secure, prevent abuse and fix technical problems.",
        "To meet legal, accounting and regulatory obligations.",
      ],
    },
    {
      heading: "Cookies and Similar Technologies",
      paragraphs: [
        "Our website does not set advertising or tracking cookies, and it does not load scripts, fonts, images or other content from third-party servers. Everything you see is served from our own website, so other companies cannot observe your visit through it.",
        "We use two small items of your browser's session storage for the current visit. One remembers that our strategy-call invitation has already been shown, so it does not appear again. The other records when the visit began and, on its first page, how you arrived: that page, the name of the website that linked to it and any campaign labels in the link. Neither contains anything that identifies you, and both are deleted automatically when you close the browser tab. How you arrived reaches us in two ways only: in the anonymous visit counts described below, and with a form, if you choose to send one.",
        "To learn which pages and campaigns are useful, the site counts its own visits. Each page you open sends our own server a short note: which page it is, how the visit arrived (as above), whether it is the first page of the visit, and whether you clicked one of our buttons such as Request Consultation, saw the strategy-call invitation or sent a form. The note carries no cookie and no identifier, and it is not stored with your IP address or browser details: our server only adds one to daily totals, such as the number of visits to the DevOps page that came from LinkedIn on a given day. Nothing in these totals can identify you or tell your visits apart from anyone else's, and no other company receives them.",
        "If your browser sends a Global Privacy Control or Do Not Track signal, the site counts nothing of your visit and does not record how you arrived. Automated crawlers are not counted either.",
        "If we ever use cookies, third-party analytics or anything else that could recognize you from one visit to the next, we will update this statement first and ask for your consent where the law requires it.",
      ],
    },
    {
      heading: "How We Share Information",
      paragraphs: [
        "We do not sell or rent personal information, and we do not share it with third parties for their own marketing. We share it only in the limited cases below.",
      ],
      list: [
        "Service providers that host our website, e-mail and business systems on our behalf, under contracts that require them to protect the data and use it only on our instructions.",
        "Professional advisers such as lawyers, auditors and insurers, where needed for their work with us.",
        "Authorities, when we are legally required to do so or need to protect our rights, our clients or the public.",
        "A successor organization, if our business is reorganized, merged or sold, subject to the same protections described here.",
      ],
    },
    {
      heading: "Data Retention",
      paragraphs: [
        "We keep inquiry information for as long as we need it to respond and to follow up on the conversation, and normally no longer than two years after our last contact with you, unless you become a client.",
        "Client, contract and billing records are kept for the periods required by tax and commercial law. Job applications are kept for up to twelve months unless you ask us to keep them longer for future roles. Server logs are deleted after a short period, typically no more than 90 days. The anonymous daily visit totals are kept for about 25 months, so we can compare a season with the same season a year earlier, and are then deleted.",
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We protect personal information with measures appropriate to its sensitivity, including encrypted connections (HTTPS) for the whole website, single sign-on and multi-factor authentication for our staff systems, role-based access limited to people who need the information, and regular security reviews.",
        "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affects your personal information, we will notify you and the relevant authorities as the law requires.",
      ],
    },
    {
      heading: "Your Rights and Choices",
      paragraphs: [
        "Depending on where you live, laws such as the EU and UK General Data Protection Regulation (GDPR) and the California Consumer Privacy Act (CCPA) give you rights over your personal information. We extend the same core rights to every visitor, wherever they are.",
        "To exercise a right, contact us using the details below. We will confirm your identity before acting, respond within the time the law allows (usually one month), and will not treat you differently for making a request. You also have the right to complain to your local data protection authority.",
      ],
      list: [
        "Access: ask for a copy of the personal information we hold about you.",
        "Correction: ask us to fix information that is inaccurate or incomplete.",
        "Deletion: ask us to erase your information when we no longer need it.",
        "Restriction and objection: ask us to limit or stop certain uses, including any direct marketing.",
        "Portability: receive information you gave us in a common, machine-readable format.",
        "Withdraw consent: where we rely on consent, withdraw it at any time without affecting earlier processing.",
      ],
    },
    {
      heading: "International Transfers",
      paragraphs: [
        "We are headquartered in the United States and our team works across five countries, so your information may be handled outside the country where you live.",
        "When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland to a country without an adequacy decision, we use safeguards approved by the relevant authorities, such as Standard Contractual Clauses, and we assess the protections available in the destination country.",
      ],
    },
    {
      heading: "Changes and How to Contact Us",
      paragraphs: [
        "We may update this statement when our website, services or legal obligations change. The date at the top of the page shows when it was last revised, and we will highlight significant changes on this page.",
        "If you have a question about this statement or want to exercise your rights, please contact our privacy team by e-mail or post using the details below.",
      ],
    },
  ],
  contactHeading: "Privacy Contact",
} satisfies {
  intro: Intro;
  sections: PrivacySection[];
  contactHeading: string;
};
