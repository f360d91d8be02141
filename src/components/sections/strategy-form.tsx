import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { type FormsFile, formsCopyOf } from "~/content/forms";
import { strategyForm } from "~/lib/forms";
import { useInquiryForm } from "~/lib/use-inquiry-form";
import { SubmitButton } from "./submit-button";

/**
 * The strategy-call form (docs/requirements.md "The strategy-call popup"). The popup owns its title and
 * dialog; this is only the form. `onSuccess` runs after the success toast, so the popup can close
 * and set its session flag.
 */
export function StrategyForm({ onSuccess, words }: { onSuccess: () => void; words?: FormsFile }) {
  const { strategyFormCopy: copy, formCopy } = formsCopyOf(words);
  const { submitting, textField, handleSubmit, formRef } = useInquiryForm({
    definition: strategyForm,
    initialValues: strategyForm.empty,
    toasts: copy.toasts,
    shared: formCopy,
    onSuccess,
  });
  const fields = copy.fields;

  return (
    // noValidate: the required messages show instead of the browser's bubbles; inputs keep `required`.
    <form ref={formRef} noValidate aria-busy={submitting} onSubmit={handleSubmit} className="grid gap-5">
      <Field
        {...textField("name")}
        label={fields.name.label}
        placeholder={fields.name.placeholder}
        autoComplete="name"
        required
      />
      <Field
        {...textField("businessEmail")}
        type="email"
        label={fields.businessEmail.label}
        placeholder={fields.businessEmail.placeholder}
        autoComplete="email"
        spellCheck={false}
        required
      />
      <Field
        {...textField("projectDescription")}
        type="textarea"
        rows={3}
        label={fields.projectDescription.label}
        placeholder={fields.projectDescription.placeholder}
        optionalLabel={formCopy.optional}
      />
      <SubmitButton
        submitting={submitting}
        label={copy.submit}
        submittingLabel={formCopy.submitting}
        className="sm:w-full"
      />
      <Honeypot label={formCopy.honeypotLabel} />
    </form>
  );
}
