import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMIT_DELAY_MS } from "~/lib/submit-inquiry";
import { ContactForm } from "./contact-form";
import { renderForm, toasts } from "./form-test-utils";

// Time also flows on its own, so Testing Library's internal waits still resolve.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const submit = () => screen.getByRole("button", { name: /Send Message|Submitting/ });

/** A page whose subject arrives after the first render, as it does after hydration. */
function LateSubject() {
  const [subject, setSubject] = useState("");
  return (
    <>
      <button type="button" onClick={() => setSubject("Partnership Inquiry")}>
        arrive
      </button>
      <ContactForm initialSubject={subject} />
    </>
  );
}

describe("ContactForm", () => {
  it("shows every spec message and the destructive toast, and focuses the first invalid field", async () => {
    const { user } = renderForm(<ContactForm initialSubject="" />);
    await user.click(submit());

    expect(field(/^Full name/)).toHaveAccessibleDescription("Full name is required.");
    expect(field(/^Work email/)).toHaveAccessibleDescription("Work email is required.");
    expect(field(/^Subject/)).toHaveAccessibleDescription("Subject is required.");
    expect(field(/^Message/)).toHaveAccessibleDescription(/Your message is required\.$/);
    expect(field(/^Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/^Company/)).not.toHaveAttribute("aria-invalid");
    expect(toasts().getByText("Validation Error")).toBeInTheDocument();
    expect(toasts().getByText("Please correct the errors in the form.")).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveFocus();
  });

  it("keeps what was typed, focuses the first invalid field, and clears only the edited field's error", async () => {
    const { user } = renderForm(<ContactForm initialSubject="" />);
    await user.type(field(/^Full name/), "Avery Chen");
    await user.type(field(/^Work email/), "avery@example");
    await user.type(field(/^Company/), "Contoso");
    await user.click(submit());

    expect(field(/^Full name/)).toHaveValue("Avery Chen");
    expect(field(/^Company/)).toHaveValue("Contoso");
    expect(field(/^Work email/)).toHaveValue("avery@example");
    expect(field(/^Work email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(field(/^Work email/)).toHaveFocus();
    expect(screen.queryByText("Full name is required.")).not.toBeInTheDocument();

    await user.type(field(/^Work email/), ".org");
    expect(screen.queryByText("Please enter a valid email address.")).not.toBeInTheDocument();
    expect(field(/^Work email/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Subject is required.")).toBeInTheDocument();
    expect(screen.getByText("Your message is required.")).toBeInTheDocument();
  });

  it("submits for 1500 ms, then thanks the visitor and resets, the subject to its prefilled value", async () => {
    const { user } = renderForm(<ContactForm initialSubject="Application: Salesforce Developer" />);
    expect(field(/^Subject/)).toHaveValue("Application: Salesforce Developer");
    await user.type(field(/^Full name/), "  Avery Chen ");
    await user.type(field(/^Work email/), "avery@example.org");
    await user.clear(field(/^Subject/));
    await user.type(field(/^Subject/), "Something else");
    await user.type(field(/^Message/), "I would like to apply.");
    await user.click(submit());

    expect(submit()).toHaveTextContent("Submitting...");
    expect(submit()).toBeDisabled();
    // A margin for the little real time that also passes (shouldAdvanceTime).
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 250));
    expect(submit()).toBeDisabled();
    expect(toasts().queryByText("Message Sent")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(toasts().getByText("Message Sent")).toBeInTheDocument();
    expect(toasts().getByText(/^Thanks, Avery Chen\. .* avery@example\.org/)).toBeInTheDocument();
    expect(submit()).toHaveTextContent("Send Message");
    expect(submit()).toBeEnabled();
    expect(field(/^Full name/)).toHaveValue("");
    expect(field(/^Work email/)).toHaveValue("");
    expect(field(/^Message/)).toHaveValue("");
    expect(field(/^Subject/)).toHaveValue("Application: Salesforce Developer");
  });

  it("follows a subject that arrives after the first render (hydration, or a new link)", async () => {
    const { user } = renderForm(<LateSubject />);
    expect(field(/^Subject/)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "arrive" }));
    expect(field(/^Subject/)).toHaveValue("Partnership Inquiry");
  });

  it("shows a hostile subject as plain text", () => {
    const hostile = `<img src=x onerror="window.pwned=1">`;
    const { container } = renderForm(<ContactForm initialSubject={hostile} />);
    expect(field(/^Subject/)).toHaveValue(hostile);
    expect(container.querySelector("img")).toBeNull();
  });

  it("carries the browser's required attribute while the form turns off browser bubbles", () => {
    const { container } = renderForm(<ContactForm initialSubject="" />);
    expect(container.querySelector("form")).toHaveAttribute("novalidate");
    for (const name of [/^Full name/, /^Work email/, /^Subject/, /^Message/]) expect(field(name)).toBeRequired();
    for (const name of [/^Company/, /^Role/]) expect(field(name)).not.toBeRequired();
  });
});
