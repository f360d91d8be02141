import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addToast, Toaster, useToast } from "./toast";
import { TOAST_DEFAULT_DURATION_MS, type ToastRecord } from "./toast-queue";

describe("addToast", () => {
  const make = (id: number): ToastRecord => ({ id, title: `Toast ${id}`, open: true });

  it("holds at most one toast, the newest", () => {
    const list = addToast(addToast([], make(1)), make(2));
    expect(list.map((toast) => toast.id)).toEqual([2]);
  });
});

function Trigger({ title, duration }: { title: string; duration?: number }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title, description: "Details", duration })}>
      show {title}
    </button>
  );
}

/** A click, then the toast region's lazy import and React's update settle. */
async function click(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
  await act(async () => {});
}

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time and dismisses it after 5000 ms", async () => {
    render(
      <>
        <Toaster />
        <Trigger title="First" />
        <Trigger title="Second" />
      </>,
    );
    await click("show First");
    await click("show Second");
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100));
    expect(screen.getByText("Second")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Second")).not.toBeInTheDocument();
  });

  it("honours a toast's own duration", async () => {
    render(
      <>
        <Toaster />
        <Trigger title="Long" duration={8000} />
      </>,
    );
    await click("show Long");
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("Long")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByText("Long")).not.toBeInTheDocument();
  });

  it("closes from its dismiss button", async () => {
    render(
      <>
        <Toaster />
        <Trigger title="Closable" />
      </>,
    );
    await click("show Closable");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Closable")).not.toBeInTheDocument();
  });
});
