/**
 * Brings the leads database (DATABASE_PATH) to this release's schema before its server starts
 * (deploy/release.ts): opening the stores applies their pending migrations, in one place, so a
 * migration that fails stops the deploy while the live release still serves.
 */
import { inquiryConfig } from "../server/inquiries/config.ts";
import { openStore } from "../server/inquiries/store.ts";
import { openStats } from "../server/measure/store.ts";

const { databasePath } = inquiryConfig({ DATABASE_PATH: process.env.DATABASE_PATH });
openStore(databasePath).close();
openStats(databasePath).close();
console.log(`Migrated ${databasePath}.`);
