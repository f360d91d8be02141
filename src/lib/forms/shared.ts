import * as z from "zod/mini";

/**
 * Rules every form shares (docs/requirements.md "Forms and their messages"). Pure module, no
 * React: the server validates the same submissions with these schemas.
 *
 * `zod/mini` rather than classic zod: the same engine with a functional API that tree-shakes,
 * so the home page (80 KB JS budget) pays a few kilobytes for its form instead of ~25 KB gzip.
 */

/**
 * The required e-mail rule, "text, an at sign, text, a dot, text", as the classic pattern. It is
 * kept for documentation and for the test that proves `isEmail` agrees with it: the regular
 * expression backtracks quadratically on long hostile input (many dots, then a space), so the
 * forms use the linear check below instead.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Linear-time equivalent of `EMAIL_PATTERN` on a trimmed value: no whitespace, exactly one "@"
 * with text before it, and after it a dot that has text on both sides.
 */
export function isEmail(value: string): boolean {
  if (/\s/.test(value)) return false;
  const at = value.indexOf("@");
  if (at < 1 || value.indexOf("@", at + 1) !== -1) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}

/**
 * A required text field: trimmed, so whitespace-only counts as empty; no length limit.
 * A missing or non-string value gets the same message, so a server reusing this never leaks
 * zod's generic wording. `abort` stops at the first failed rule: one message per field.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));
}

/** A required e-mail field: the "required" message first, then the format message. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.refine(isEmail, { error: invalidMessage }),
    );
}

/** An optional text field: trimmed, may be empty or missing. */
export function optionalText() {
  return z.optional(z.string().check(z.trim()));
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<Data, Field extends string> =
  | { success: true; data: Data }
  | { success: false; errors: FieldErrors<Field> };

/**
 * Validates without ever throwing: either the parsed (trimmed) data, or one message per invalid
 * field, the first rule that failed, keyed by field name.
 */
export function validateWith<Schema extends z.ZodMiniType, Field extends string>(
  schema: Schema,
  fields: readonly Field[],
  values: unknown,
): ValidationResult<z.output<Schema>, Field> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(fields as readonly string[]).includes(field)) continue;
    const key = field as Field;
    errors[key] ??= issue.message;
  }
  return { success: false, errors };
}

/** The first field, in on-screen order, that has an error: where focus goes after a failed submit. */
export function firstInvalidField<Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
