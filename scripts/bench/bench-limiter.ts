/**
 * The rate limiter's cost per request and its memory with 1,000 and with 100,000+ distinct
 * clients (the old limiter scanned its whole map on each request past 10,000 keys).
 * `node scripts/bench/bench-limiter.ts`: prints hits per second while that many clients are known, and
 * the heap the map holds. What it measures is what a request pays: the key (clientKey) and hit().
 */
import { clientKey } from "../../server/client.ts";
import { fixedWindowLimiter, MAX_CLIENTS } from "../../server/inquiries/rate-limit.ts";

const address = (i: number) => `2001:db8:${(i >> 16) & 0xffff}:${i & 0xffff}::${(i % 7) + 1}`;

function run(clients: number, print = true) {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const limiter = fixedWindowLimiter({ limit: 120, windowMs: 60_000 });
  for (let i = 0; i < clients; i += 1) limiter.hit(clientKey(address(i)));
  globalThis.gc?.();
  const held = process.memoryUsage().heapUsed - before;
  const hits = 200_000;
  // Known clients and new ones in turn: half the hits make the map evict once it is full.
  const addresses = Array.from({ length: hits }, (_, i) => address(i % 2 === 0 ? i % clients : clients + i));
  let start = performance.now();
  const keys = addresses.map(clientKey);
  const keying = hits / ((performance.now() - start) / 1000);
  start = performance.now();
  for (const key of keys) limiter.hit(key);
  const hitting = hits / ((performance.now() - start) / 1000);
  const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString("en-US")}/s`;
  if (!print) return;
  console.log(
    `${clients.toLocaleString("en-US").padStart(9)} clients: hit() ${rate(hitting)}, clientKey() ${rate(keying)}, ` +
      `map ${limiter.size.toLocaleString("en-US")} entries (cap ${MAX_CLIENTS.toLocaleString("en-US")}), ` +
      `${(held / 1024 / 1024).toFixed(1)} MB held`,
  );
}

run(10_000, false); // warm up the JIT, so the first line is not the slowest for that alone
for (const clients of [1_000, 100_000, 1_000_000]) run(clients);
