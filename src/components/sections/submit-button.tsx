import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

/**
 * A form's submit button: disabled and labelled exactly 'Submitting...' while a
 * submission is in flight. The spinner is decorative and stops under reduced motion (app.css).
 */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  className,
}: {
  submitting: boolean;
  label: string;
  /** "Submitting..." in the page's language (forms.json shared.submitting). */
  submittingLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className={cn("w-full sm:w-auto", className)}>
      {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {submitting ? submittingLabel : label}
    </Button>
  );
}
