import { useId } from "react";
import type { MethodologyColour, MethodologyStep } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { Illustration } from "../ui/illustration";

export type MethodologyPickerStep = MethodologyStep & { stepLabel: string };

/** Each step's colour token drawn with design tokens only (docs/requirements.md "Brand and look"). */
const colours = {
  accent: { badge: "bg-accent-600 text-white", bar: "before:bg-accent-600" },
  navy: { badge: "bg-navy-800 text-white", bar: "before:bg-navy-800" },
  warm: { badge: "bg-warm-400 text-navy-950", bar: "before:bg-warm-400" },
} satisfies Record<MethodologyColour, { badge: string; bar: string }>;

/**
 * The home page's methodology: six steps, Discovery & Strategy selected first; selecting a step
 * shows its description. A WAI-ARIA tablist with automatic activation: one tab stop (roving
 * tabindex), arrow keys move and select, Home/End jump to the ends. All six panels are in the
 * pre-rendered HTML, the unselected ones `hidden`, so every step's text is on the page even before
 * JavaScript runs. This renders the first step selected; `enhanceTabs` (src/lib/widgets.ts),
 * inlined by the home page, does the selecting, so the first tap answers at once on a slow phone.
 */
export function MethodologyPicker({ steps, label }: { steps: MethodologyPickerStep[]; label: string }) {
  const selected = 0;
  const id = useId();

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-10">
      <div role="tablist" data-tabs aria-label={label} aria-orientation="vertical" className="flex flex-col gap-2">
        {steps.map((step, index) => {
          const active = index === selected;
          return (
            <button
              key={step.id}
              type="button"
              role="tab"
              id={`${id}-tab-${step.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${step.id}`}
              tabIndex={active ? 0 : -1}
              className="group step-tab"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  colours[step.colour].badge,
                )}
              >
                {index + 1}
              </span>
              <span className="step-tab-title">{step.title}</span>
            </button>
          );
        })}
      </div>

      {steps.map((step, index) => (
        <div
          key={step.id}
          role="tabpanel"
          id={`${id}-panel-${step.id}`}
          aria-labelledby={`${id}-tab-${step.id}`}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs — a panel without focusable content is itself the next tab stop
          tabIndex={0}
          // The step's colour bar along the top is the panel's ::before (.step-panel in app.css).
          className={cn("step-panel", colours[step.colour].bar)}
        >
          <div className="step-panel-body">
            <div className="animate-[rise_0.4s_ease-out_both]">
              <p className="step-label">{step.stepLabel}</p>
              <h3 className="step-title">{step.title}</h3>
              <p className="step-text">{step.description}</p>
              <ul className="mt-6 space-y-3">
                {step.highlights.map((highlight) => (
                  <li key={highlight} className="tick-item">
                    {highlight}
                  </li>
                ))}
              </ul>
            </div>
            <Illustration
              image={{ kind: "illustration", motif: step.icon, pattern: step.pattern, alt: step.imageDescription }}
              className="rounded-2xl"
            />
          </div>
        </div>
      ))}
    </div>
  );
}
