import type { ComponentProps } from "react";

/**
 * An internal link. Every page is its own pre-rendered document (docs/decisions/009-islands.md),
 * so a link is a plain anchor: the browser's speculation rules prefetch it on hover, and the
 * cross-document view transition fades the next page in. `to` comes from lib/paths.ts.
 */
export function Link({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return <a href={to} {...props} />;
}
