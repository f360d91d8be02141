/**
 * HTML for the admin pages, from template literals. Every interpolated value is text and is
 * escaped, whoever wrote it: leads carry what visitors typed and the statistics carry URL text
 * (sources, campaigns). Only markup built by `html` itself is inserted as markup.
 */
export class Html {
  // No parameter property: Node runs this file by stripping types, which cannot rewrite one.
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] as string);
}

type Value = Html | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(
    strings.reduce(
      (out, string, index) => out + string + (index < values.length ? render(values[index] as Value) : ""),
      "",
    ),
  );
}

/** The admin's moments, in UTC with its name ("Nov 28, 2026, 09:05 PM UTC"), machine-readable too. */
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});
export const when = (moment: number | string) =>
  html`<time datetime="${new Date(moment).toISOString()}">${dateTime.format(new Date(moment))}</time>`;
