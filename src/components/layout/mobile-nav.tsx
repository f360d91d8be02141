import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import type { CtaId } from "~/content/calls-to-action";
import { isCurrentSection, type NavItem, type NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** The same entries as the desktop bar, as a collapsible list below the header (spec §2). */
export function MobileNav({ items, cta, pathname }: { items: NavItem[]; cta: NavLink; pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A followed link loads a new document, whose menu starts closed. Coming back with the Back
  // button restores this page from the back/forward cache as it was left: close the menu then.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setOpen(false);
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  // Escape closes the menu and hands focus back to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="fixed inset-x-0 top-header bottom-0 overflow-y-auto overscroll-contain border-t border-line bg-white px-4 pt-2 pb-8"
      >
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === "link" ? (
                <MobileLink link={item} pathname={pathname} />
              ) : (
                <MobileGroup
                  label={item.label}
                  current={isCurrentSection(item, pathname)}
                  groups={
                    item.kind === "mega"
                      ? item.columns.map((column) => ({ heading: column.heading, links: column.items }))
                      : [{ heading: undefined, links: item.items }]
                  }
                  pathname={pathname}
                />
              )}
            </li>
          ))}
        </ul>
        <Link
          to={cta.to}
          // The id as a checked literal, not ctaMark(): an island importing it would load one more chunk.
          data-cta={"request-consultation" satisfies CtaId}
          className="mt-6 flex min-h-12 items-center justify-center rounded-lg bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
        >
          {cta.label}
        </Link>
      </nav>
    </div>
  );
}

function MobileGroup({
  label,
  current,
  groups,
  pathname,
}: {
  label: string;
  current: boolean;
  groups: { heading: string | undefined; links: NavLink[] }[];
  pathname: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-current={current ? "true" : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left text-base font-semibold text-navy-900 hover:bg-navy-50 aria-[current=true]:text-accent-700"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", open && "rotate-180")} />
      </button>
      <div id={id} hidden={!open} className="pb-2 pl-3">
        {groups.map((group) => (
          <div key={group.heading ?? label}>
            {group.heading ? (
              <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">
                {group.heading}
              </p>
            ) : null}
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <MobileLink link={link} pathname={pathname} small />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

function MobileLink({ link, pathname, small }: { link: NavLink; pathname: string; small?: boolean }) {
  const active = pathname === link.to;
  return (
    <Link
      to={link.to}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex min-h-11 items-center rounded-lg px-3 hover:bg-navy-50 aria-[current=page]:text-accent-700",
        small ? "text-sm font-medium text-ink-700" : "text-base font-semibold text-navy-900",
      )}
    >
      {link.label}
    </Link>
  );
}
