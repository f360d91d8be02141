import type { ReactNode } from "react";
import { CtaBlock } from "~/components/sections/cta-block";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { Illustration } from "~/components/ui/illustration";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import type { CaseStudy } from "~/content/case-study-index";
import { hrefIn } from "~/content/page-languages";
import { caseStudyCopyIn } from "~/content/pages";
import { paths } from "~/content/paths";
import { cn } from "~/lib/cn";
import { publishedMeta } from "./published-meta";

/** One row of tiles on wide screens, however many technologies a study names (3 to 6). */
const technologyColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
};

export function caseStudyMeta(study: CaseStudy, language: string) {
  return publishedMeta(
    language,
    {
      path: paths.caseStudy(study.slug),
      title: study.title,
      description: study.summary,
      section: study.categoryLabel,
      date: study.date,
      updated: study.updated,
    },
    { name: caseStudyCopyIn(language).title, path: paths.caseStudies },
  );
}

/**
 * One template for every case study. `body` is the Markdown file's narrative, rendered by Astro
 * inside `.prose-study` (app.css) and placed by src/pages/[...lang]/case-studies/[slug].astro.
 */
export function CaseStudyPage({ study, body, language }: { study: CaseStudy; body: ReactNode; language: string }) {
  const caseStudyCopy = caseStudyCopyIn(language);
  const copy = caseStudyCopy.detail;
  const headings = { ...copy.headings, ...study.headings };
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <section className="bg-navy-900 py-14 text-white sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{study.categoryLabel}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{study.title}</h1>
            <p className="mt-6 text-lg leading-8 text-navy-100">{study.summary}</p>
            <p className="mt-6 text-sm text-navy-100">
              <span className="font-semibold text-white">{copy.clientLabel}:</span> {study.client}
            </p>
          </div>
          <Illustration image={study.image} loading="eager" className="rounded-2xl shadow-2xl ring-1 ring-white/10" />
        </Container>
      </section>

      <Section heading={copy.introduction}>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          {body}
          <aside aria-labelledby="objective" className="self-start rounded-2xl border border-line bg-navy-50 p-6">
            <h2 id="objective" className="text-xl font-semibold text-navy-900">
              {copy.objective}
            </h2>
            <p className="mt-3 text-base leading-7 text-ink-700">{study.objective}</p>
          </aside>
        </div>
      </Section>

      <Section heading={headings.challenges} tone="muted">
        <ol className="grid gap-4 md:grid-cols-2">
          {study.challenges.map((challenge, index) => (
            <li key={challenge} className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-warm-100 font-bold text-warm-700">
                {index + 1}
              </span>
              <p className="text-base leading-7 text-ink-700">{challenge}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={headings.solutions}>
        <ul className="grid gap-6 md:grid-cols-2">
          {study.solutions.map((solution) => (
            <li key={solution.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <IconTile name={solution.icon} />
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{solution.title}</h3>
              <p className="text-lead">{solution.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={headings.technologies} tone="muted">
        <ul className={cn("grid grid-cols-2 gap-4 sm:grid-cols-3", technologyColumns[study.technologies.length])}>
          {study.technologies.map((technology) => (
            <li
              key={technology.name}
              className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-5 text-center shadow-sm"
            >
              <Icon name={technology.icon} className="size-7 text-accent-700" />
              <span className="text-sm font-semibold text-navy-900">{technology.name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={headings.results} tone="navy">
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {study.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-6">
              <dt className="mt-2 text-sm font-medium text-navy-100">{metric.label}</dt>
              <dd className="flex items-center gap-3 text-4xl font-bold tracking-tight text-white">
                <Icon name={metric.icon} className="size-6 text-warm-400" />
                {metric.value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBlock heading={caseStudyCopy.closing.heading} text={caseStudyCopy.closing.text}>
        <ButtonLink to={caseStudyCopy.list.discuss.to} variant="warm" size="lg" {...ctaMark("discuss-your-project")}>
          {caseStudyCopy.list.discuss.label}
        </ButtonLink>
        <ButtonLink to={study.closing.to} variant="ghost" size="lg" {...ctaMark("case-study-next-step")}>
          {study.closing.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
