import { type ReactNode, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Fades each new page in over 0.4 s (spec §2, §9) and lets ScrollRestoration put it at the top.
 * The first page a visitor loads is not faded: it is already painted from pre-rendered HTML, and
 * hiding it would only delay the largest paint. Reduced motion turns the fade off (app.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  // Idempotent, so safe during render: once the path has changed, every later page fades in.
  if (pathname !== firstPath.current) navigated.current = true;
  return (
    <div key={pathname} className={navigated.current ? "animate-page-fade" : undefined}>
      {children}
    </div>
  );
}
