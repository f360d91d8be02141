import { Briefcase, MapPin } from "lucide-react";
import { ctaMark } from "~/content/calls-to-action";
import { choiceLabel } from "~/content/choices";
import { defaultLanguage } from "~/content/languages";
import { contactPath } from "~/content/paths";
import type { Job } from "~/content/schemas";
import { fill } from "~/lib/template";
import { ButtonLink } from "../ui/button";

/** The apply link (docs/requirements.md "Company pages"): the contact form, its subject naming the role in the page's words. */
export function applyPath(job: Pick<Job, "title">, subject: string): string {
  return contactPath({ subject: fill(subject, { title: job.title }) });
}

/** Open roles, or the empty-list message when there are none (docs/requirements.md "Company pages"). */
export function JobList({
  jobs,
  empty,
  apply,
  language = defaultLanguage.code,
}: {
  jobs: Job[];
  empty: { heading: string; text: string };
  apply: { label: string; forRole: string; subject: string };
  /** The page's language: a role's department and type read in it (site.json `choices`). */
  language?: string;
}) {
  if (jobs.length === 0) {
    return (
      <div role="status" className="rounded-2xl border border-dashed border-navy-100 bg-white p-10 text-center">
        <h3 className="text-xl font-semibold text-navy-900">{empty.heading}</h3>
        <p className="mx-auto mt-2 max-w-xl text-ink-600">{empty.text}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.title}>
          <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-accent-700">
              {choiceLabel("jobDepartment", job.department, language)}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-navy-900">{job.title}</h3>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" /> {job.location}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Briefcase aria-hidden="true" className="size-4" /> {choiceLabel("jobType", job.type, language)}
              </span>
            </p>
            <p className="mt-4 flex-1 text-base leading-7 text-ink-600">{job.description}</p>
            <ButtonLink
              to={applyPath(job, apply.subject)}
              className="mt-6 self-start"
              aria-label={fill(apply.forRole, { title: job.title })}
              {...ctaMark("apply-for-a-role")}
            >
              {apply.label}
            </ButtonLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
