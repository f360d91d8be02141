import type { CDPSession } from "@playwright/test";

/**
 * Lighthouse's mobile conditions, applied to a real Chromium page: a 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, and the CPU slowed 4×. Used where a test or a benchmark acts as
 * a visitor on a phone (scripts/bench/bench-interaction.ts, tests/e2e/vitals.spec.ts).
 */
export async function throttleLikeAPhone(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
