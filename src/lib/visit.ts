import type { Attribution } from "./forms/attribution";
import type { Conversion } from "./measure/protocol";

/**
 * The visit: one record in sessionStorage, shared by every page of a tab's session (each page is
 * its own document). The popup keeps in it when the visit began (popup-trigger.ts: its 25 s count
 * from the visit's first page); the measurement (measure/beacon.ts) adds how the visit arrived,
 * on its first page, unless the browser asks not to be tracked. The forms send that part with an
 * inquiry (submit-inquiry.ts). Nothing in it names the visitor, and it ends with the tab.
 *
 * This is the islands' side. The beacon is inlined in every page and must import nothing the
 * islands import (a shared module would become a chunk it loads), so it has its own few lines
 * for the same record; visit.test.ts proves the two agree.
 */
export const VISIT_KEY = "summitVisit";

export type Visit = {
  /** When the visit's first page started the popup's clock, in ms since the epoch. */
  startedAt?: number;
  /** How the visit arrived, recorded by the measurement on the visit's first page. */
  landing?: Attribution;
};

/**
 * The call to action the visit last clicked, kept by the measurement (measure/beacon.ts) in
 * sessionStorage of its own: a call booked later is counted with it (measure/booked-call.ts).
 */
export const LAST_CTA_KEY = "summitCta";

/** The record, or an empty one when there is none, it is unreadable, or storage throws. */
export function readVisit(): Visit {
  try {
    const visit: unknown = JSON.parse(window.sessionStorage.getItem(VISIT_KEY) ?? "{}");
    return typeof visit === "object" && visit !== null && !Array.isArray(visit) ? (visit as Visit) : {};
  } catch {
    return {};
  }
}

/** Stores the record; false when storage refuses (private modes, sandboxed frames, quota). */
export function writeVisit(visit: Visit): boolean {
  try {
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
    return true;
  } catch {
    return false;
  }
}

/** How the visit arrived, for an inquiry; undefined when it was not recorded. The server re-checks it. */
export function visitAttribution(): Attribution | undefined {
  const { landing } = readVisit();
  return typeof landing === "object" && landing !== null && Object.keys(landing).length > 0 ? landing : undefined;
}

/** The window event an island raises for the measurement: a DOM event, since islands share nothing else. */
export const CONVERSION_EVENT = "summit:conversion";

/** Tells the measurement a conversion happened (a form sent, the popup shown); nothing listens with GPC or DNT on. */
export function reportConversion(conversion: Conversion): void {
  window.dispatchEvent(new CustomEvent<Conversion>(CONVERSION_EVENT, { detail: conversion }));
}
