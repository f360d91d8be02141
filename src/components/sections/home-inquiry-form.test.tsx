import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMIT_DELAY_MS } from "~/lib/submit-inquiry";
import { renderForm, toasts } from "./form-test-utils";
import { HomeInquiryForm } from "./home-inquiry-form";

// Time also flows on its own, so Testing Library's internal waits still resolve.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const terms = () => screen.getByRole("checkbox", { name: /I agree to Summit Cloud Consulting using these details/ });
const submit = () => screen.getByRole("button", { name: /Send Inquiry|Submitting/ });

describe("HomeInquiryForm", () => {
  it("shows every spec message and the 'Action Required' toast, and focuses the first invalid field", async () => {
    const { user } = renderForm(<HomeInquiryForm />);
    await user.click(submit());

    expect(field(/^Full name/)).toHaveAccessibleDescription("Full name is required.");
    expect(field(/^Work email/)).toHaveAccessibleDescription("Work email is required.");
    expect(field(/^How can we help/)).toHaveAccessibleDescription("Message cannot be empty.");
    expect(terms()).toHaveAccessibleDescription(/Privacy Statement.*You must agree to the terms\.$/);
    expect(terms()).toHaveAttribute("aria-invalid", "true");
    expect(field(/^Company name/)).not.toHaveAttribute("aria-invalid");
    expect(toasts().getByText("Action Required")).toBeInTheDocument();
    expect(toasts().getByText("Please review the form and address the highlighted fields.")).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveFocus();
  });

  it("keeps what was typed and focuses the first invalid field; ticking the box clears its error", async () => {
    const { user } = renderForm(<HomeInquiryForm />);
    await user.type(field(/^Full name/), "Jordan Lee");
    await user.type(field(/^Work email/), "jordan.lee@example.com");
    await user.type(field(/^How can we help/), "Consolidate three orgs.");
    await user.click(submit());

    expect(terms()).toHaveFocus();
    expect(screen.getByText("You must agree to the terms.")).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveValue("Jordan Lee");
    expect(field(/^How can we help/)).toHaveValue("Consolidate three orgs.");

    await user.keyboard(" ");
    expect(terms()).toBeChecked();
    expect(screen.queryByText("You must agree to the terms.")).not.toBeInTheDocument();
  });

  it("submits for 1500 ms, then thanks the visitor and resets every field", async () => {
    const { user } = renderForm(<HomeInquiryForm />);
    await user.type(field(/^Full name/), "Jordan Lee");
    await user.type(field(/^Work email/), "jordan.lee@example.com");
    await user.type(field(/^Company name/), "Northwind Health");
    await user.type(field(/^How can we help/), "Consolidate three orgs.");
    await user.click(terms());
    await user.click(submit());

    expect(submit()).toHaveTextContent("Submitting...");
    expect(submit()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 250));
    expect(submit()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(toasts().getByText("Inquiry Received")).toBeInTheDocument();
    expect(toasts().getByText(/^Thank you, Jordan Lee\. .*jordan\.lee@example\.com/)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent("Send Inquiry");
    for (const name of [/^Full name/, /^Work email/, /^Company name/, /^How can we help/]) {
      expect(field(name)).toHaveValue("");
    }
    expect(terms()).not.toBeChecked();
    expect(screen.queryByText(/is required|cannot be empty|must agree/)).not.toBeInTheDocument();
  });

  it("links the privacy statement beside the checkbox without making it part of the checkbox's name", () => {
    renderForm(<HomeInquiryForm />);
    const link = screen.getByRole("link", { name: /Privacy Statement/ });
    expect(link).toHaveAttribute("href", "/privacy");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAccessibleName("Privacy Statement (opens in a new tab)");
    expect(terms()).not.toHaveAccessibleName(/Privacy Statement/);
    expect(terms()).toBeRequired();
  });
});
