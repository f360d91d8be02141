/**
 * Fills `{name}` placeholders in a copy template, e.g. fill("{n} of {total}", { n: 1, total: 4 }).
 * Copy stays in content modules as plain strings (so it can travel as loader data), and the numbers
 * are put in where the data is assembled. An unknown placeholder is a bug, so it throws.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fill: no value for {${name}} in "${template}"`);
    return String(value);
  });
}
