// What the admin lists and their exports share.

/** The most rows one CSV export carries, as the contract says. */
export const exportLimit = 10_000;
