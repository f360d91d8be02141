import { type FormEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadToastRegion, useToast } from "~/components/ui/toast";
import type { ToastInput } from "~/components/ui/toast-queue";
import { ctaMark } from "~/content/calls-to-action";
import { englishForms, type FormsCopy } from "~/content/forms";
import {
  type FieldErrors,
  type FieldOf,
  firstInvalidField,
  HONEYPOT_FIELD,
  type InquiryForm,
  type InquiryFormId,
  type SubmissionOf,
  type ValidationResult,
  type ValuesOf,
} from "~/lib/forms";
import { InquiryNotSentError, InquiryRejectedError, submitInquiry } from "~/lib/submit-inquiry";
import { reportConversion } from "~/lib/visit";

type Copy = { title: string; description: string };

type Options<Form extends InquiryForm> = {
  /** The form's description (src/lib/forms/fields.ts). */
  definition: Form;
  /**
   * What the fields hold at first and after a successful submit. The latest value is used for the
   * reset, so the contact subject returns to its prefilled value.
   */
  initialValues: ValuesOf<Form>;
  toasts: { invalid: Copy; success: (data: SubmissionOf<Form>) => Copy };
  /** Words every form shares (not-sent toasts, field messages) in the page's language; English by default. */
  shared?: FormsCopy["formCopy"];
  /** Runs after the success toast (the strategy popup closes itself here). */
  onSuccess?: (data: SubmissionOf<Form>) => void;
};

function notSentCopy(error: unknown, formCopy: FormsCopy["formCopy"]): Copy {
  if (error instanceof InquiryNotSentError) {
    if (error.reason === "rate-limited") return formCopy.rateLimited(Math.ceil((error.retryAfterSeconds ?? 600) / 60));
    if (error.reason === "too-large") return formCopy.tooLarge;
    if (error.reason === "preview") return formCopy.previewNotSent;
  }
  return formCopy.sendFailed;
}

/**
 * The one state machine behind all three forms (docs/requirements.md "Forms and their messages"):
 * idle → invalid (per-field errors, a destructive toast, focus on the first invalid field,
 * everything typed kept) or → submitting ('Submitting...', button disabled) → success toast, fields
 * reset, errors cleared → idle. Editing a field clears that field's error only.
 */
export function useInquiryForm<Form extends InquiryForm>({
  definition,
  initialValues,
  toasts,
  shared = englishForms.formCopy,
  onSuccess,
}: Options<Form>) {
  type Values = ValuesOf<Form>;
  type Field = FieldOf<Form> & keyof Values;
  // The description as this hook uses it: TypeScript cannot call through a union of forms' validators.
  const described = definition as unknown as {
    id: InquiryFormId;
    fields: readonly Field[];
    validate: (values: unknown) => ValidationResult<SubmissionOf<Form>, Field>;
  };
  const { toast } = useToast();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  /** After a success where calls can be booked: the signed address that picks a time for that lead. */
  const [offer, setOffer] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  // When the form appeared (or was last reset): the server screens out submissions sent faster
  // than a person could type them.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  // The form may soon need a toast: fetch their view now, while the visitor types.
  useEffect(() => {
    void loadToastRegion();
  }, []);

  // Whatever the visitor typed or ticked before this island hydrated is in the DOM, not in state
  // (src/lib/islands/wake-island.ts), or the page put there (the contact subject): adopt it, so a
  // fast visitor loses nothing. A layout effect, because it runs in the same task as hydration:
  // a submit held while the island woke is replayed in a later task and must see these values,
  // not the empty ones (as a passive effect it could run after the replay, which then failed
  // validation on empty fields and had its errors cleared by the adoption a moment later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the DOM once, on mount
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of described.fields) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement && control.type === "checkbox") {
        if (control.checked) setField(field, true as Values[typeof field]);
      } else if (
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      ) {
        if (control.value !== "" && control.value !== values[field])
          setField(field, control.value as Values[typeof field]);
      }
    }
  }, []);

  const latestInitial = useRef(initialValues);
  useEffect(() => {
    latestInitial.current = initialValues;
  });

  // Focus moves after the errors have rendered, so the field is announced with its message.
  // A fresh object per failed submit re-runs the effect even when the same field is first again.
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  // Disabling the focused submit button drops keyboard focus to <body> in some browsers; once the
  // button is usable again, put focus back so a keyboard visitor keeps their place.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      }
    }
    wasSubmitting.current = submitting;
  }, [submitting]);

  const setField = useCallback(<Key extends Field>(field: Key, value: Values[Key]) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  function show(copy: Copy, variant: ToastInput["variant"], action?: ToastInput["action"]) {
    // Names and addresses are the visitor's own text and may be one long unbroken string.
    toast({ ...copy, variant, className: "wrap-anywhere", ...(action ? { action } : {}) });
  }

  function showInvalid(errors: FieldErrors<Field>) {
    // The schemas' messages are English; the visitor reads them in the page's language.
    const shown: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(errors) as [Field, string | undefined][])
      if (message !== undefined) shown[field] = shared.fieldMessage(message);
    setErrors(shown);
    show(toasts.invalid, "destructive");
    const field = firstInvalidField(errors, described.fields);
    if (field) setFocusRequest({ field });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const result = described.validate(values);
    if (!result.success) {
      showInvalid(result.errors);
      return;
    }

    setErrors({});
    setOffer(null);
    inFlight.current = true;
    setSubmitting(true);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    let accepted: Awaited<ReturnType<typeof submitInquiry>>;
    try {
      accepted = await submitInquiry(described.id, result.data, {
        honeypot: typeof honeypot === "string" ? honeypot : "",
        fillMs: performance.now() - shownAt.current,
      });
    } catch (error) {
      inFlight.current = false;
      setSubmitting(false);
      // Everything typed stays in the fields: only a success resets them.
      const serverErrors = error instanceof InquiryRejectedError ? knownFieldErrors(error.errors) : {};
      if (Object.keys(serverErrors).length > 0) showInvalid(serverErrors);
      // A preview's answer is no failure: it says what the form would do on the live site.
      else
        show(
          notSentCopy(error, shared),
          error instanceof InquiryNotSentError && error.reason === "preview" ? "default" : "destructive",
        );
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    setValues(latestInitial.current);
    setErrors({});
    shownAt.current = performance.now();
    // The toast's words stay as they are; where calls can be booked it also offers to pick a time.
    const book = accepted?.book ?? null;
    setOffer(book);
    show(
      toasts.success(result.data),
      "success",
      book
        ? {
            label: shared.pickTime.action,
            href: book,
            alt: shared.pickTime.alt,
            cta: ctaMark("pick-a-time")["data-cta"],
          }
        : undefined,
    );
    reportConversion({ name: "form_submit", form: described.id });
    onSuccess?.(result.data);
  }

  /** The server's messages for this form's own fields (it answers with the same schemas). */
  function knownFieldErrors(errors: Record<string, string>): FieldErrors<Field> {
    const known: FieldErrors<Field> = {};
    for (const field of described.fields) {
      const message = errors[field];
      if (typeof message === "string") known[field] = message;
    }
    return known;
  }

  return { values, errors, submitting, setField, handleSubmit, formRef, offer };
}
