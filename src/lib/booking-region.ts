/**
 * The attribute marking /book's region of times: the page renders it, the server
 * (server/booking/page.ts) writes the live times in its place on every request.
 */
export const BOOKING_REGION = "data-booking-region";
