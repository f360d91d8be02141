import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { Toaster } from "~/components/ui/toast";

/**
 * Test helper for the form components: renders a form beside the page's toast region (islands
 * share nothing but DOM events), with fake timers driving the 1500 ms submit.
 */
export function renderForm(element: ReactElement) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
  const view = render(
    <>
      <Toaster />
      {element}
    </>,
  );
  return { user, ...view };
}

/** The toast area only: Radix also copies toast text into a hidden announcer elsewhere. */
export function toasts() {
  return within(screen.getByRole("region", { name: /Notifications/ }));
}
