import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMIT_DELAY_MS } from "~/lib/submit-inquiry";
import { renderForm, toasts } from "./form-test-utils";
import { StrategyForm } from "./strategy-form";

// Time also flows on its own, so Testing Library's internal waits still resolve.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const submit = () => screen.getByRole("button", { name: /Request My Strategy Call|Submitting/ });

describe("StrategyForm", () => {
  it("shows the required messages and 'Validation Error', submits nothing and focuses the name", async () => {
    const onSuccess = vi.fn();
    const { user } = renderForm(<StrategyForm onSuccess={onSuccess} />);
    await user.type(field(/^Your name/), "   ");
    await user.click(submit());

    expect(field(/^Your name/)).toHaveAccessibleDescription("Your name is required.");
    expect(field(/^Business email/)).toHaveAccessibleDescription("Business email is required.");
    expect(toasts().getByText("Validation Error")).toBeInTheDocument();
    expect(toasts().getByText("Please correct the errors in the form.")).toBeInTheDocument();
    expect(field(/^Your name/)).toHaveFocus();
    expect(submit()).toBeEnabled();

    await user.type(field(/^Business email/), "sam@example");
    await user.click(submit());
    expect(field(/^Business email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS * 2));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("submits for 1500 ms, thanks the visitor by name and e-mail, resets, then calls onSuccess", async () => {
    const onSuccess = vi.fn();
    const { user } = renderForm(<StrategyForm onSuccess={onSuccess} />);
    expect(field(/^Project description/)).toHaveAttribute("rows", "3");
    expect(field(/^Project description/)).not.toBeRequired();
    await user.type(field(/^Your name/), " Sam Patel ");
    await user.type(field(/^Business email/), "sam@example.net");
    await user.click(submit());

    expect(submit()).toHaveTextContent("Submitting...");
    expect(submit()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 250));
    expect(onSuccess).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(toasts().getByText("Strategy Call Requested!")).toBeInTheDocument();
    expect(
      toasts().getByText("Thank you, Sam Patel! We'll contact you at sam@example.net to schedule your call."),
    ).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(field(/^Your name/)).toHaveValue("");
    expect(field(/^Business email/)).toHaveValue("");
  });

  it("links the privacy notice in the page's language, in a new tab, so the popup's form is not lost", () => {
    renderForm(<StrategyForm onSuccess={vi.fn()} privacyHref="/de/privacy" />);
    const link = screen.getByRole("link", { name: "Privacy Statement (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "/de/privacy");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
