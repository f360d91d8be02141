import { type ReactNode, useId } from "react";
import { LocationMap } from "~/components/sections/location-map";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { IconTile } from "~/components/ui/icon-tile";
import { InLanguage } from "~/components/ui/link";
import { hrefIn } from "~/content/page-languages";
import { contactPageIn } from "~/content/pages";
import { formatAddress, type Office, officeIn, phoneHref } from "~/content/site";

const linkClasses =
  "inline-flex min-h-11 items-center font-semibold wrap-anywhere text-accent-700 underline-offset-2 hover:underline";

/** The value of one direct channel, from the office of the page's market (src/content/site.ts). */
function channelValue(kind: "address" | "email" | "phone", office: Office) {
  switch (kind) {
    case "address":
      return <span className="font-semibold text-ink-900">{formatAddress(office.address)}</span>;
    case "email":
      return (
        <a href={`mailto:${office.office.email}`} className={linkClasses}>
          {office.office.email}
        </a>
      );
    case "phone":
      return (
        <a href={phoneHref(office.phone)} className={linkClasses}>
          {office.phone}
        </a>
      );
  }
}

/** `form` is the ContactForm island, placed by src/pages/contact.astro. */
export function ContactPage({ language, form }: { language: string; form: ReactNode }) {
  const contactPage = contactPageIn(language);
  const { intro, channels, map, nextSteps } = contactPage;
  const office = officeIn(language);
  const channelsId = useId();
  const nextId = useId();

  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <div className="bg-navy-50 py-14 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="grid gap-12">
            {form}

            <section aria-labelledby={nextId}>
              <h2 id={nextId} className="text-2xl font-bold tracking-tight text-navy-900">
                {nextSteps.heading}
              </h2>
              <ol className="mt-6 grid gap-5 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                {nextSteps.steps.map((step, index) => (
                  <li key={step.title} className="flex gap-4 md:flex-col lg:flex-row xl:flex-col">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="text-base font-semibold text-navy-900">{step.title}</h3>
                      <p className="mt-1 text-base leading-7 text-ink-600">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </div>

          <section aria-labelledby={channelsId}>
            <h2 id={channelsId} className="text-2xl font-bold tracking-tight text-navy-900">
              {channels.heading}
            </h2>
            <address className="mt-6 not-italic">
              <ul className="grid gap-4">
                {channels.items.map((channel) => (
                  <li key={channel.kind} className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
                    <IconTile name={channel.icon} size="md" />
                    <div className="min-w-0">
                      <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{channel.label}</p>
                      <p className="mt-1 text-base leading-7">{channelValue(channel.kind, office)}</p>
                      <p className="mt-1 text-sm leading-6 text-ink-600">{channel.note}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </address>
            <figure className="mt-6 overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
              <LocationMap alt={map.alt} street={map.street} address={office.address.street} />
            </figure>
          </section>
        </Container>
      </div>
    </InLanguage>
  );
}
