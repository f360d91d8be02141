import type { InquiryFormId } from "../../src/lib/forms/index.ts";

/**
 * The names two forms' fields had before every form named the same thing the same way
 * (docs/decisions/033-one-description-per-form.md). A page cached before that release still sends
 * them, so for one release the server reads them as today's names, and names its field messages
 * the way that page asked. Remove this file and its two calls in api.ts in the release after.
 */
const formerNames: Partial<Record<InquiryFormId, Record<string, string>>> = {
  home: { fullName: "name", workEmail: "email", companyName: "company", agreeToTerms: "consent" },
  strategy: { businessEmail: "email", projectDescription: "message" },
};

/** `values` under today's names; a value sent under today's name wins over one under its former name. */
export function withTodaysNames(form: InquiryFormId, values: Record<string, unknown>): Record<string, unknown> {
  const renamed = formerNames[form] ?? {};
  const current = Object.fromEntries(Object.entries(values).filter(([key]) => !Object.hasOwn(renamed, key)));
  for (const [former, name] of Object.entries(renamed))
    if (Object.hasOwn(values, former) && !Object.hasOwn(current, name)) current[name] = values[former];
  return current;
}

/** The field messages under the names the request used: a cached page (one former name sent) finds its own fields'. */
export function asSent(form: InquiryFormId, sent: Record<string, unknown>, errors: Record<string, string>) {
  const renamed = Object.entries(formerNames[form] ?? {});
  if (!renamed.some(([former]) => Object.hasOwn(sent, former))) return errors;
  const formerOf = new Map(renamed.map(([former, name]) => [name, former]));
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [formerOf.get(name) ?? name, message]));
}
