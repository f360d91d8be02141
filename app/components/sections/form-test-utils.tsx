import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "~/components/ui/toast";

/**
 * Test helper for the form components: renders inside the toast provider and a memory router
 * (the home form links to the privacy page), with fake timers driving the 1500 ms submit.
 */
export function renderForm(element: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: <ToastProvider>{element}</ToastProvider> }]);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
  const view = render(<RouterProvider router={router} />);
  return { user, ...view };
}

/** The toast area only: Radix also copies toast text into a hidden announcer elsewhere. */
export function toasts() {
  return within(screen.getByRole("region", { name: /Notifications/ }));
}
