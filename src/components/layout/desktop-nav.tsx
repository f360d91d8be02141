import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link } from "~/components/ui/link";
import { isCurrentSection, type NavItem, type NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/**
 * The desktop bar on Radix NavigationMenu: dropdowns open on hover or click, close on outside
 * click, selection and Escape (focus returns to the trigger), and arrow keys move between items
 * (the WAI-ARIA disclosure navigation pattern, spec §2 and decisions.md 9).
 */
export function DesktopNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={100}>
      <NavigationMenu.List className="flex items-center gap-1">
        {items.map((item) => (
          <NavigationMenu.Item key={item.label} className="relative">
            {item.kind === "link" ? (
              <MenuLink link={item} pathname={pathname} className={topLevelClasses} />
            ) : (
              <>
                <NavigationMenu.Trigger
                  className={cn(topLevelClasses, "group")}
                  aria-current={isCurrentSection(item, pathname) ? "true" : undefined}
                >
                  {item.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content
                  data-menu-panel={item.kind}
                  className={cn(
                    "absolute top-full left-0 z-50 mt-2 rounded-xl border border-line bg-white p-2 shadow-xl",
                    item.kind === "mega" ? "min-w-mega" : "min-w-dropdown",
                  )}
                >
                  {item.kind === "mega" ? (
                    <div className="grid grid-cols-2 gap-2 p-2">
                      {item.columns.map((column) => (
                        <div key={column.heading}>
                          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-ink-500 uppercase">
                            {column.heading}
                          </p>
                          <MenuList links={column.items} pathname={pathname} />
                        </div>
                      ))}
                    </div>
                  ) : (
                    <MenuList links={item.items} pathname={pathname} />
                  )}
                </NavigationMenu.Content>
              </>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

const topLevelClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50 data-[state=open]:bg-navy-50 aria-[current=page]:text-accent-700 aria-[current=true]:text-accent-700 aria-[current=true]:underline aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-8";

function MenuList({ links, pathname }: { links: NavLink[]; pathname: string }) {
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <MenuLink
            link={link}
            pathname={pathname}
            className="flex min-h-10 items-center rounded-lg px-3 py-2 text-sm font-medium text-ink-700 hover:bg-accent-50 hover:text-accent-700 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-700"
          />
        </li>
      ))}
    </ul>
  );
}

function MenuLink({ link, pathname, className }: { link: NavLink; pathname: string; className: string }) {
  const active = pathname === link.to;
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link to={link.to} className={className} aria-current={active ? "page" : undefined}>
        {link.label}
      </Link>
    </NavigationMenu.Link>
  );
}
