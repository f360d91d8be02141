import { Quote } from "lucide-react";
import type { ReactNode } from "react";
import type { ArticleBlock } from "~/content/schemas";
import { type InlineNode, parseInline } from "~/lib/inline-markup";
import { Illustration } from "../ui/illustration";

/** Renders an article's typed blocks; a new block type fails to compile until it is handled here. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return <div className="space-y-6 text-lg leading-8 text-ink-700">{blocks.map(renderBlock)}</div>;
}

function renderBlock(block: ArticleBlock, index: number): ReactNode {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2 key={index} className="pt-6 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {block.text}
        </h2>
      ) : (
        <h3 key={index} className="pt-2 text-xl font-semibold text-navy-900">
          {block.text}
        </h3>
      );
    case "paragraph":
      return <p key={index}>{renderInline(block.text)}</p>;
    case "list": {
      const items = block.items.map((item) => <li key={item}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol key={index} className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent-700">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-2 pl-6 marker:text-accent-600">
          {items}
        </ul>
      );
    }
    case "image":
      return (
        <figure key={index} className="my-10">
          <Illustration image={block.image} className="rounded-2xl shadow-md" />
          {block.caption ? (
            <figcaption className="mt-3 text-center text-sm text-ink-500">{block.caption}</figcaption>
          ) : null}
        </figure>
      );
    case "quote":
      return (
        <figure key={index} className="my-10 rounded-2xl border-l-4 border-accent-600 bg-accent-50 p-6 sm:p-8">
          <Quote aria-hidden="true" className="size-8 text-accent-600" />
          <blockquote className="mt-3 text-xl leading-8 font-medium text-navy-900">
            <p>{renderInline(block.content)}</p>
          </blockquote>
          <figcaption className="mt-4 text-base font-semibold text-ink-600">— {block.author}</figcaption>
        </figure>
      );
    default:
      return assertNever(block);
  }
}

export function renderInline(text: string): ReactNode {
  return parseInline(text).map(renderNode);
}

function renderNode(node: InlineNode, index: number): ReactNode {
  switch (node.type) {
    case "text":
      return node.text;
    case "strong":
      return (
        <strong key={index} className="font-semibold text-navy-900">
          {node.children.map(renderNode)}
        </strong>
      );
    case "em":
      return <em key={index}>{node.children.map(renderNode)}</em>;
    default:
      return assertNever(node);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled block: ${JSON.stringify(value)}`);
}
