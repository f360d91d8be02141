import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/sections/contact-form";
import { renderForm, toasts } from "~/components/sections/form-test-utils";
import { StrategyForm } from "~/components/sections/strategy-form";
import { InquiryNotSentError, InquiryRejectedError, SUBMIT_DELAY_MS, submitInquiry } from "~/lib/submit-inquiry";
import { CONVERSION_EVENT } from "~/lib/visit";

// The endpoint's answers, as `submitInquiry` turns them into errors (submit-inquiry.test.ts
// covers that mapping); each test says what the next submission meets.
vi.mock("~/lib/submit-inquiry", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/submit-inquiry")>()),
  submitInquiry: vi.fn(),
}));

function nextSubmission(error: Error) {
  vi.mocked(submitInquiry).mockImplementationOnce(
    () => new Promise((_, reject) => setTimeout(() => reject(error), SUBMIT_DELAY_MS)),
  );
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const textbox = (name: RegExp) => screen.getByRole("textbox", { name });

async function fillStrategy(onSuccess = vi.fn()) {
  const view = renderForm(<StrategyForm onSuccess={onSuccess} />);
  await view.user.type(textbox(/^Your name/), "Sam Patel");
  await view.user.type(textbox(/^Business email/), "sam@example.net");
  await view.user.click(screen.getByRole("button", { name: "Request My Strategy Call" }));
  await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
  return view;
}

describe("useInquiryForm when sending fails", () => {
  it("on a branch's preview says nothing was sent, in no alarm colour, and keeps everything typed", async () => {
    nextSubmission(new InquiryNotSentError("preview"));
    const onSuccess = vi.fn();
    await fillStrategy(onSuccess);

    const toast = toasts().getByText("Preview: Nothing Sent").closest("[data-variant]");
    expect(toasts().getByText(/not live yet, so the form sent and stored nothing/)).toBeInTheDocument();
    expect(toast?.getAttribute("data-variant")).toBe("default");
    expect(toasts().queryByText("Message Not Sent")).toBeNull();
    expect(textbox(/^Your name/)).toHaveValue("Sam Patel");
    expect(textbox(/^Business email/)).toHaveValue("sam@example.net");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says the message was not sent, keeps everything typed and lets the visitor try again", async () => {
    nextSubmission(new InquiryNotSentError("network"));
    const onSuccess = vi.fn();
    await fillStrategy(onSuccess);

    expect(toasts().getByText("Message Not Sent")).toBeInTheDocument();
    expect(
      toasts().getByText(/your message was not sent\. Everything you typed is still in the form/),
    ).toBeInTheDocument();
    expect(textbox(/^Your name/)).toHaveValue("Sam Patel");
    expect(textbox(/^Business email/)).toHaveValue("sam@example.net");
    expect(screen.getByRole("button", { name: "Request My Strategy Call" })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("tells a rate-limited visitor how many minutes to wait", async () => {
    nextSubmission(new InquiryNotSentError("rate-limited", 540));
    await fillStrategy();
    expect(toasts().getByText(/Please try again in 9 minutes/)).toBeInTheDocument();
    expect(textbox(/^Your name/)).toHaveValue("Sam Patel");
  });

  it("asks for a shorter message when the server refuses the size", async () => {
    nextSubmission(new InquiryNotSentError("too-large"));
    await fillStrategy();
    expect(toasts().getByText(/longer than the form can carry/)).toBeInTheDocument();
  });

  it("shows the server's field messages on the fields, like its own, and focuses the first", async () => {
    nextSubmission(new InquiryRejectedError({ email: "Please enter a valid email address.", unknown: "ignored" }));
    const { user } = renderForm(<ContactForm initialSubject="" />);
    await user.type(textbox(/^Full name/), "Ana Ruiz");
    await user.type(textbox(/^Work email/), "ana@example.org");
    await user.type(textbox(/^Subject/), "Data cloud");
    await user.type(textbox(/^Message/), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));

    expect(textbox(/^Work email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(textbox(/^Work email/)).toHaveFocus();
    expect(toasts().getByText("Validation Error")).toBeInTheDocument();
    expect(textbox(/^Full name/)).toHaveValue("Ana Ruiz");
    expect(textbox(/^Message/)).toHaveValue("Hello");
  });

  it("reports a conversion to the measurement once the form was sent, and not when it failed", async () => {
    const conversions: unknown[] = [];
    const listen = (event: Event) => conversions.push((event as CustomEvent).detail);
    window.addEventListener(CONVERSION_EVENT, listen);
    try {
      nextSubmission(new InquiryNotSentError("server"));
      const { user } = await fillStrategy();
      expect(conversions).toEqual([]);
      vi.mocked(submitInquiry).mockResolvedValueOnce(null);
      await user.click(screen.getByRole("button", { name: "Request My Strategy Call" }));
      await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
      expect(conversions).toEqual([{ name: "form_submit", form: "strategy" }]);
    } finally {
      window.removeEventListener(CONVERSION_EVENT, listen);
    }
  });

  it("sends the honeypot's content and how long the form was on screen", async () => {
    vi.mocked(submitInquiry).mockResolvedValueOnce(null);
    const { user } = renderForm(<StrategyForm onSuccess={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await user.type(textbox(/^Your name/), "Sam Patel");
    await user.type(textbox(/^Business email/), "sam@example.net");
    await user.click(screen.getByRole("button", { name: "Request My Strategy Call" }));

    const [form, values, context] = vi.mocked(submitInquiry).mock.calls[0] ?? [];
    expect(form).toBe("strategy");
    expect(values).toEqual({ name: "Sam Patel", email: "sam@example.net", message: "" });
    expect(context?.honeypot).toBe("");
    expect(context?.fillMs).toBeGreaterThanOrEqual(4000);
  });
});

describe("useInquiryForm's offer to pick a time", () => {
  const signed = "/book?l=lead-1&t=0123456789abcdefghijABCDEFGHIJ_-";

  it("adds 'Pick a time now' to the success toast, its words unchanged, when the server offers a link", async () => {
    vi.mocked(submitInquiry).mockResolvedValueOnce({ id: "lead-1", book: signed });
    await fillStrategy();
    expect(toasts().getByText("Strategy Call Requested!")).toBeInTheDocument();
    const offer = toasts().getByRole("link", { name: "Pick a time now" });
    expect(offer).toHaveAttribute("href", signed);
    // Counted as a call to action; a call booked after it is counted with it.
    expect(offer).toHaveAttribute("data-cta", "pick-a-time");
  });

  it("offers nothing where calls cannot be booked (no link in the answer)", async () => {
    vi.mocked(submitInquiry).mockResolvedValueOnce({ id: "lead-1" });
    await fillStrategy();
    expect(toasts().getByText("Strategy Call Requested!")).toBeInTheDocument();
    expect(toasts().queryByRole("link")).toBeNull();
  });

  it("under the contact form: the plain booking page before sending, the signed offer after, which stays", async () => {
    const { user } = renderForm(<ContactForm initialSubject="" />);
    expect(screen.getByRole("link", { name: "Book a 30-minute call" })).toHaveAttribute("href", "/book");
    vi.mocked(submitInquiry).mockResolvedValueOnce({ id: "lead-1", book: signed });
    await user.type(textbox(/^Full name/), "Sam Patel");
    await user.type(textbox(/^Work email/), "sam@example.net");
    await user.type(textbox(/^Subject/), "Roadmap");
    await user.type(textbox(/^Message/), "We need a roadmap for our service desk.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
    expect(toasts().getByText("Message Sent")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.queryByText("Message Sent")).toBeNull();
    const offer = screen.getByText(/Prefer to talk sooner\?/);
    expect(within(offer).getByRole("link", { name: "Pick a time now" })).toHaveAttribute("href", signed);
    expect(screen.queryByRole("link", { name: "Book a 30-minute call" })).toBeNull();
  });
});
