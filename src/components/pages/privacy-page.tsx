import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { InLanguage } from "~/components/ui/link";
import { hrefIn } from "~/content/page-languages";
import { privacyPolicyIn } from "~/content/pages";
import { formatAddress, site } from "~/content/site";
import { DEFAULT_LEAD_RETENTION_DAYS, type RetentionWords, retentionWords } from "~/lib/retention";

/**
 * The page's text with the retention period filled in: `{leadRetention}` in the content file is
 * the server's default LEAD_RETENTION_DAYS (src/lib/retention.ts), so the page and the server
 * agree on one number, read at build time, in the words of the file's `retention` (its language's).
 */
export const withPeriods = (text: string, words: RetentionWords) =>
  text.replaceAll("{leadRetention}", retentionWords(DEFAULT_LEAD_RETENTION_DAYS, words));

/** `lastRevised` is the Today island: always the visitor's today (docs/requirements.md "Dates"). */
export function PrivacyPage({ language, lastRevised }: { language: string; lastRevised: ReactNode }) {
  const privacyPolicy = privacyPolicyIn(language);
  const { intro, sections, retention } = privacyPolicy;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Container className="max-w-3xl py-16">
        <p className="text-sm font-semibold text-ink-600">
          {privacyPolicy.lastRevised} {lastRevised}
        </p>
        <div className="mt-10 space-y-12">
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`privacy-${index + 1}`}>
              <h2 id={`privacy-${index + 1}`} className="text-2xl font-bold tracking-tight text-navy-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-ink-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{withPeriods(paragraph, retention)}</p>
                ))}
                {section.list ? (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{withPeriods(item, retention)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>
        <div className="mt-14 rounded-2xl border border-line bg-navy-50 p-6">
          <h2 className="text-lg font-semibold text-navy-900">{privacyPolicy.contactHeading}</h2>
          <address className="mt-3 space-y-1 text-base leading-7 text-ink-700 not-italic">
            <p>{site.name}</p>
            <p>{formatAddress()}</p>
            <p>
              <a className="font-semibold text-accent-700 underline" href={`mailto:${site.privacyEmail}`}>
                {site.privacyEmail}
              </a>
            </p>
          </address>
        </div>
      </Container>
    </InLanguage>
  );
}
