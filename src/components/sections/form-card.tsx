import { type FormEvent, type ReactNode, type RefObject, useId } from "react";
import { Honeypot } from "~/components/ui/honeypot";
import { cn } from "~/lib/cn";

type FormCardProps = {
  heading: string;
  lead: string;
  /** h2 where the card is a page's own section (contact), h3 inside a titled section (home). */
  headingLevel: 2 | 3;
  /** What `useInquiryForm` returns for the <form> element itself. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    submitting: boolean;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  className?: string;
  /** Grid columns of the fields, by the card's own width (container queries). */
  formClassName?: string;
  /** The spam trap's label, in the page's language. */
  honeypotLabel: string;
  children: ReactNode;
};

/**
 * The white card around the home and contact forms: heading, lead, and a form named by that
 * heading. `noValidate` lets our messages show instead of the browser's bubbles, while the
 * inputs keep `required` (docs/requirements.md "Forms and their messages").
 */
export function FormCard({
  heading,
  lead,
  headingLevel,
  form,
  className,
  formClassName,
  honeypotLabel,
  children,
}: FormCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("@container rounded-2xl bg-white p-6 text-ink-900 sm:p-8", className)}>
      <Heading id={headingId} className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">
        {heading}
      </Heading>
      <p className="text-lead">{lead}</p>
      <form
        ref={form.formRef}
        noValidate
        aria-labelledby={headingId}
        aria-busy={form.submitting}
        onSubmit={form.handleSubmit}
        className={cn("mt-6 grid gap-5", formClassName)}
      >
        {children}
        <Honeypot label={honeypotLabel} />
      </form>
    </div>
  );
}
