import type { IconName } from "~/content/icon-names";
import { Icon } from "../ui/icon";

/** A numbered "how it works" sequence. */
export function Steps({ steps }: { steps: { title: string; description: string; icon: IconName }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 text-base font-bold text-white">
              {index + 1}
            </span>
            <Icon name={step.icon} className="size-6 text-accent-700" />
          </div>
          <h3 className="card-title">{step.title}</h3>
          <p className="text-lead">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
