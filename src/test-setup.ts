import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// In the browser the toasts' view loads with a page's first toast; here it is loaded once up
// front, so a component test sees a toast in the same step that asks for it.
if (typeof window !== "undefined") {
  const { loadToastRegion } = await import("~/components/ui/toast");
  await loadToastRegion();
}
