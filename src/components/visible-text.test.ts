// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every word a visitor reads or hears is in a content file, where the marketing team can change it
 * (docs/decisions/021-every-word-in-content.md). This fails, naming file:line, when a component
 * renders an English text literal: JSX text, a string in a JSX expression, or the string value of
 * an attribute a visitor sees or a screen reader speaks.
 */

const root = process.cwd();

/** Attributes whose value is read out or shown; the component props that carry words into them. */
const visibleAttributes = new Set([
  "aria-label",
  "aria-roledescription",
  "aria-description",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
  // Props of the site's own components that end up as visible text.
  "heading",
  "lead",
  "eyebrow",
  "text",
  "description",
]);

/**
 * What may stay in code, each with its reason. `text` is the literal as written; `file` the
 * component's path under src/.
 */
const allowed: { file: string; text: string; reason: string }[] = [
  {
    file: "components/sections/location-map.tsx",
    text: "N",
    reason:
      "the compass's north mark, a map symbol rather than a word; the drawing is one image named by its content alt text",
  },
];

/** A literal a visitor could read: it holds a letter (punctuation and symbols alone are layout). */
const isWords = (text: string) => /\p{L}/u.test(text);

type Finding = { file: string; line: number; text: string };

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension) && !name.includes(".test."))
    .map((name) => join(dir, name));
}

/** Strings an expression can evaluate to: not a comparison's operand, a call's argument or a key. */
function literalsIn(node: ts.Node, found: ts.Node[]) {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node);
  else if (ts.isTemplateExpression(node)) {
    found.push(node.head, ...node.templateSpans.map((span) => span.literal));
    for (const span of node.templateSpans) literalsIn(span.expression, found);
  } else if (ts.isCallExpression(node)) literalsIn(node.expression, found);
  else if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind >= ts.SyntaxKind.LessThanToken &&
    node.operatorToken.kind <= ts.SyntaxKind.ExclamationEqualsEqualsToken
  )
    return;
  else if (ts.isElementAccessExpression(node)) literalsIn(node.expression, found);
  else if (ts.isPropertyAssignment(node)) literalsIn(node.initializer, found);
  else ts.forEachChild(node, (child) => literalsIn(child, found));
}

const literalText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? node.text
    : "";

function scanComponent(file: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isWords(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push({ file, line, text: text.trim().replace(/\s+/g, " ") });
  };
  const reportLiterals = (expression: ts.Node) => {
    const found: ts.Node[] = [];
    literalsIn(expression, found);
    for (const node of found) report(node, literalText(node));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      reportLiterals(node.expression);
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const isButtonValue = name === "value" && /^<(button|input)\b/.test(node.parent.parent.getText(source));
      if ((visibleAttributes.has(name) || isButtonValue) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
          reportLiterals(node.initializer.expression);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/**
 * An .astro file's markup: the frontmatter, scripts, styles, comments and `{…}` expressions set
 * aside, what is left between tags is text a visitor reads, and quoted visible attributes too.
 */
function scanAstro(file: string): Finding[] {
  const raw = readFileSync(join(root, file), "utf8");
  const blank = (match: string) => match.replace(/[^\n]/g, " ");
  let markup = raw
    .replace(/^---\n[\s\S]*?\n---/, blank)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
  // Expressions may nest braces ({items.map((x) => <li>{x}</li>)}): blank from the innermost out.
  for (let before = ""; before !== markup; ) {
    before = markup;
    markup = markup.replace(/\{[^{}]*\}/g, blank);
  }
  const findings: Finding[] = [];
  const lineOf = (index: number) => markup.slice(0, index).split("\n").length;
  for (const { index, 1: text = "" } of markup.matchAll(/>([^<>]+)</g)) {
    if (isWords(text)) findings.push({ file, line: lineOf(index + 1), text: text.trim() });
  }
  for (const { index, 1: name = "", 2: value = "" } of markup.matchAll(/\s([\w-]+)="([^"]*)"/g)) {
    if (visibleAttributes.has(name) && isWords(value)) findings.push({ file, line: lineOf(index), text: value });
  }
  return findings;
}

function visibleLiterals(): Finding[] {
  const components = filesUnder("src/components", ".tsx").filter((file) => !file.endsWith("test-utils.tsx"));
  const astro = [
    ...filesUnder("src/pages", ".astro"),
    ...filesUnder("src/layouts", ".astro"),
    ...filesUnder("src/components", ".astro"),
  ];
  return [...components.flatMap(scanComponent), ...astro.flatMap(scanAstro)].filter(
    (finding) => !allowed.some((entry) => `src/${entry.file}` === finding.file && entry.text === finding.text),
  );
}

describe("visible text", () => {
  it("every word a component renders comes from a content file", () => {
    const findings = visibleLiterals().map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`);
    expect(findings, "move these words into src/content/data (or allow one, with its reason)").toEqual([]);
  });
});
