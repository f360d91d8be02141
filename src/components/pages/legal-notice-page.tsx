import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import type { Content } from "~/content/files";
import { languageOf } from "~/content/languages";
import { legalNoticeIn } from "~/content/pages";
import { phoneHref } from "~/content/site";

type PostalAddress = Content<"site/legal">["companies"][number]["address"];

/**
 * An address as its country writes it, the country named in the page's language (Intl, as dates
 * are): "80802 München" in Germany and France, "San Francisco, CA 94105" where a state is given.
 */
export function addressLines(address: PostalAddress, locale: string): string[] {
  const { street, postalCode, locality, region, country } = address;
  const town = region ? `${locality}, ${region} ${postalCode}` : `${postalCode} ${locality}`;
  return [street, town, new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country];
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}

/** One fact of the notice: its label and its value, side by side from 640 px. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
      <dt className="font-semibold text-navy-900">{term}</dt>
      <dd className="text-ink-700 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-900">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-ink-700">{children}</div>
    </section>
  );
}

const facts = "divide-y divide-line border-y border-line";
const contactLink = "font-semibold text-accent-700 underline";

/**
 * The legal notice (docs/decisions/031-legal-notice.md): one template in every language, each
 * naming the company site/legal.json gives its language (the Impressum the GmbH, the mentions
 * légales the SAS, the English notice the parent) with what its law asks, then the host. Every
 * label is the page file's; names, numbers and addresses are the companies' file's.
 */
export function LegalNoticePage({ language }: { language: string }) {
  const notice = legalNoticeIn(language);
  const { intro, provider, contact, registration, responsible, host, company, operator, datacenter, notes } = notice;
  const { locale } = languageOf(language);
  const companyAddress = addressLines(company.address, locale);
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Container width="reading" className="space-y-12 py-16">
        <Section id="legal-provider" heading={provider.heading}>
          <dl className={facts}>
            <Fact term={provider.name}>{company.name}</Fact>
            <Fact term={provider.legalForm}>{company.legalForm}</Fact>
            {company.shareCapital ? <Fact term={provider.shareCapital}>{company.shareCapital}</Fact> : null}
            <Fact term={provider.address}>
              <Lines lines={companyAddress} />
            </Fact>
            <Fact term={provider.representatives}>
              <Lines lines={company.representatives.map((person) => `${person.name}, ${person.role}`)} />
            </Fact>
          </dl>
        </Section>
        <Section id="legal-contact" heading={contact.heading}>
          <dl className={facts}>
            <Fact term={contact.phone}>
              <a className={contactLink} href={phoneHref(company.phone)}>
                {company.phone}
              </a>
            </Fact>
            <Fact term={contact.email}>
              <a className={contactLink} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </Fact>
          </dl>
        </Section>
        <Section id="legal-registration" heading={registration.heading}>
          <dl className={facts}>
            <Fact term={registration.authority}>{company.register.authority}</Fact>
            <Fact term={registration.number}>{company.register.number}</Fact>
            {company.vatId ? <Fact term={registration.vatId}>{company.vatId}</Fact> : null}
          </dl>
        </Section>
        <Section id="legal-responsible" heading={responsible.heading}>
          <p>{responsible.text}</p>
          <address className="not-italic">
            <Lines
              lines={[`${company.responsible.name}, ${company.responsible.role}`, company.name, ...companyAddress]}
            />
          </address>
        </Section>
        <Section id="legal-host" heading={host.heading}>
          <p>{host.text}</p>
          <dl className={facts}>
            <Fact term={host.operator}>
              <Lines lines={[operator.name, ...addressLines(operator.address, locale)]} />
              <a className={contactLink} href={phoneHref(operator.phone)}>
                {operator.phone}
              </a>
            </Fact>
            <Fact term={host.datacenter}>
              <Lines lines={[datacenter.name, ...addressLines(datacenter.address, locale)]} />
              <a className={contactLink} href={phoneHref(datacenter.phone)}>
                {datacenter.phone}
              </a>
            </Fact>
          </dl>
        </Section>
        {notes.map((note, index) => (
          <Section key={note.heading} id={`legal-note-${index + 1}`} heading={note.heading}>
            {note.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Section>
        ))}
      </Container>
    </>
  );
}
