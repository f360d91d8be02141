// The collector's bundle (scripts/build/bundle-vitals.ts): runs as soon as the module arrives, which is
// after the load, the first paint and idle time (src/lib/measure/vitals-loader.ts).
import { startVitals } from "./vitals";

void startVitals();
