import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POPUP_DUE_ATTRIBUTE } from "./popup-trigger";
import { POPUP_DELAY_MS, POPUP_FLAG_KEY, useExitIntent } from "./use-exit-intent";
import { CONVERSION_EVENT } from "./visit";

function leaveWindow({ x = 400, y = -1 }: { x?: number; y?: number } = {}) {
  act(() => {
    document.dispatchEvent(new MouseEvent("mouseout", { clientX: x, clientY: y, relatedTarget: null, bubbles: true }));
  });
}

describe("useExitIntent", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("tells the measurement the popup was shown, once", () => {
    const shown = vi.fn();
    window.addEventListener(CONVERSION_EVENT, shown);
    try {
      renderHook(() => useExitIntent());
      act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - 1));
      expect(shown).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      leaveWindow();
      expect(shown.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([{ name: "popup_shown" }]);
    } finally {
      window.removeEventListener(CONVERSION_EVENT, shown);
    }
  });

  it("opens 25 000 ms after load, not a moment before", () => {
    const { result } = renderHook(() => useExitIntent());
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it.each([
    ["top", { x: 400, y: 0 }],
    ["left", { x: 0, y: 300 }],
    ["right", { x: window.innerWidth, y: 300 }],
    ["bottom", { x: 400, y: window.innerHeight }],
  ])("opens when the pointer leaves through the %s edge", (_edge, point) => {
    const { result } = renderHook(() => useExitIntent());
    leaveWindow(point);
    expect(result.current.open).toBe(true);
  });

  it("ignores the pointer moving between elements inside the page", () => {
    const { result } = renderHook(() => useExitIntent());
    act(() => {
      document.dispatchEvent(
        new MouseEvent("mouseout", { clientX: 400, clientY: 0, relatedTarget: document.body, bubbles: true }),
      );
    });
    leaveWindow({ x: 400, y: 300 });
    expect(result.current.open).toBe(false);
  });

  it("sets the session flag when dismissed and never opens again in this session", () => {
    const first = renderHook(() => useExitIntent());
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    expect(window.sessionStorage.getItem(POPUP_FLAG_KEY)).toBe("true");
    first.unmount();

    const second = renderHook(() => useExitIntent());
    leaveWindow();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(second.result.current.open).toBe(false);
  });

  it("does not open when the flag is already 'true'", () => {
    window.sessionStorage.setItem(POPUP_FLAG_KEY, "true");
    const { result } = renderHook(() => useExitIntent());
    leaveWindow();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(result.current.open).toBe(false);
  });

  it("opens once per page load when the exit intent repeats", () => {
    const { result } = renderHook(() => useExitIntent());
    leaveWindow();
    act(() => result.current.dismiss());
    leaveWindow();
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(result.current.open).toBe(false);
  });

  it("keeps working, at most once per page load, when sessionStorage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { result } = renderHook(() => useExitIntent());
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(result.current.open).toBe(true);
    expect(() => act(() => result.current.dismiss())).not.toThrow();
    expect(result.current.open).toBe(false);
    leaveWindow();
    expect(result.current.open).toBe(false);
  });

  it("opens at once when the client:popup directive woke it because it was due", () => {
    document.documentElement.dataset[POPUP_DUE_ATTRIBUTE] = "true";
    try {
      const { result } = renderHook(() => useExitIntent());
      expect(result.current.open).toBe(true);
    } finally {
      delete document.documentElement.dataset[POPUP_DUE_ATTRIBUTE];
    }
  });
});
