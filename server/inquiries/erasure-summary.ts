import type { Erasure } from "./erasure.ts";

/** What an erasure did, in the words the command line and the admin page both use. */
export function erasureSummary(done: Erasure): string {
  return [
    `Erased ${done.leads} lead${done.leads === 1 ? "" : "s"}, ${done.screened} screened submission${done.screened === 1 ? "" : "s"} ` +
      `and ${done.deliveries} deliver${done.deliveries === 1 ? "y" : "ies"}; the database was vacuumed, so the bytes are gone too.`,
    "A tombstone (a salted hash of the address and today's date) makes every restore of an older backup erase them again.",
    ...done.salesforceErased.map(({ id, how }) => `Salesforce: ${how} Lead ${id}.`),
    ...done.salesforceFailed.map(
      ({ id, error }) => `Salesforce: Lead ${id} NOT erased (${error}): delete or anonymise it in Salesforce by hand.`,
    ),
    "The e-mails already sent to the team about these leads are outside our reach: delete them from those mailboxes.",
  ].join("\n");
}
