import type { ReactNode } from "react";
import { addressLines } from "~/components/pages/legal-notice-page";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { InLanguage } from "~/components/ui/link";
import { languageOf } from "~/content/languages";
import { hrefIn } from "~/content/page-languages";
import { legalFactsIn, privacyPolicyIn } from "~/content/pages";
import { site } from "~/content/site";
import { DEFAULT_LEAD_RETENTION_DAYS, type RetentionWords, retentionWords } from "~/lib/retention";
import { DEFAULT_RETENTION_DAYS as DEFAULT_STATS_RETENTION_DAYS } from "../../../server/measure/config";

/**
 * The page's text with the periods and the host filled in: `{leadRetention}` is the server's
 * default LEAD_RETENTION_DAYS (src/lib/retention.ts) and `{statsRetention}` its STATS_RETENTION_DAYS
 * (server/measure/config.ts), so the page and the server agree on one number each, read at build
 * time, in the words of the file's `retention` (its language's); `{host.datacenter}` is the data
 * centre of site/legal.json, named once there.
 */
export const withPeriods = (text: string, words: RetentionWords, datacenter = "") =>
  text
    .replaceAll("{leadRetention}", retentionWords(DEFAULT_LEAD_RETENTION_DAYS, words))
    .replaceAll("{statsRetention}", retentionWords(DEFAULT_STATS_RETENTION_DAYS, words))
    .replaceAll("{host.datacenter}", datacenter);

const box = "rounded-2xl border p-6";
const boxHeading = "text-lg font-semibold text-navy-900";
const emailLink = "font-semibold text-accent-700 underline [overflow-wrap:anywhere]";

/**
 * The privacy notice (docs/decisions/037-privacy-notice.md): who is responsible (the company the
 * legal notice names in this language), the right to object set apart from the rest as the GDPR
 * asks, then the nine numbered sections, each use of data with its legal basis and retention.
 * `lastRevised` is the Today island: always the visitor's today (docs/requirements.md "Dates").
 */
export function PrivacyPage({ language, lastRevised }: { language: string; lastRevised: ReactNode }) {
  const privacyPolicy = privacyPolicyIn(language);
  const { intro, controller, objection, sections, purposeLabels, retention } = privacyPolicy;
  const { company, datacenter } = legalFactsIn(language);
  const { locale } = languageOf(language);
  const companyAddress = addressLines(company.address, locale);
  const datacenterName = `${datacenter.name}, ${datacenter.address.locality}`;
  const fill = (text: string) => withPeriods(text, retention, datacenterName);
  const privacyEmail = (
    <a className={emailLink} href={`mailto:${site.privacyEmail}`}>
      {site.privacyEmail}
    </a>
  );
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Container className="max-w-3xl py-16">
        <p className="text-sm font-semibold text-ink-600">
          {privacyPolicy.lastRevised} {lastRevised}
        </p>
        <section aria-labelledby="privacy-controller" className={`mt-10 border-line bg-white ${box}`}>
          <h2 id="privacy-controller" className={boxHeading}>
            {controller.heading}
          </h2>
          <p className="mt-3 text-base leading-7 text-ink-700">{controller.text}</p>
          <address className="mt-3 text-base leading-7 text-ink-700 not-italic">
            <span className="block font-semibold text-navy-900">{company.name}</span>
            {companyAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="mt-2 block">
              {controller.representatives} {company.representatives.map((person) => person.name).join(", ")}
            </span>
            <span className="block">
              {controller.email} {privacyEmail}
            </span>
          </address>
        </section>
        <section
          id="right-to-object"
          aria-labelledby="privacy-objection"
          className={`mt-6 border-l-4 border-accent-600 border-y-line border-r-line bg-navy-50 ${box}`}
        >
          <h2 id="privacy-objection" className={boxHeading}>
            {objection.heading}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-7 text-ink-700">
            {objection.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </div>
        </section>
        <div className="mt-12 space-y-12">
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`privacy-${index + 1}`}>
              <h2 id={`privacy-${index + 1}`} className="text-2xl font-bold tracking-tight text-navy-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-ink-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{fill(paragraph)}</p>
                ))}
                {section.purposes?.length ? (
                  <ul className="space-y-4">
                    {section.purposes.map((purpose) => (
                      <li key={purpose.purpose} className="rounded-xl border border-line p-4">
                        <p className="font-semibold text-navy-900">{fill(purpose.purpose)}</p>
                        <dl className="mt-2 space-y-1 text-sm leading-6">
                          <div>
                            <dt className="inline font-semibold">{purposeLabels.basis}</dt>{" "}
                            <dd className="inline">{fill(purpose.basis)}</dd>
                          </div>
                          <div>
                            <dt className="inline font-semibold">{purposeLabels.retention}</dt>{" "}
                            <dd className="inline">{fill(purpose.retention)}</dd>
                          </div>
                        </dl>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {section.list?.length ? (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{fill(item)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>
        <div className="mt-14 rounded-2xl border border-line bg-navy-50 p-6">
          <h2 className={boxHeading}>{privacyPolicy.contactHeading}</h2>
          <address className="mt-3 space-y-1 text-base leading-7 text-ink-700 not-italic">
            <p>{company.name}</p>
            <p>{companyAddress.join(", ")}</p>
            <p>{privacyEmail}</p>
          </address>
        </div>
      </Container>
    </InLanguage>
  );
}
