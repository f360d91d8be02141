import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderForm, toasts } from "~/components/sections/form-test-utils";
import { StrategyForm } from "~/components/sections/strategy-form";

// Once a real endpoint is plugged in, it can fail: this stands in for it.
vi.mock("./submit-inquiry", () => ({
  SUBMIT_DELAY_MS: 1500,
  submitInquiry: vi.fn(() => new Promise((_, reject) => setTimeout(() => reject(new Error("offline")), 1500))),
}));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe("useInquiryForm when sending fails", () => {
  it("says so, keeps everything typed and lets the visitor try again", async () => {
    const onSuccess = vi.fn();
    const { user } = renderForm(<StrategyForm onSuccess={onSuccess} />);
    await user.type(screen.getByRole("textbox", { name: /^Your name/ }), "Sam Patel");
    await user.type(screen.getByRole("textbox", { name: /^Business email/ }), "sam@example.net");
    await user.click(screen.getByRole("button", { name: "Request My Strategy Call" }));
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(toasts().getByText("Message Not Sent")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Your name/ })).toHaveValue("Sam Patel");
    expect(screen.getByRole("button", { name: "Request My Strategy Call" })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
