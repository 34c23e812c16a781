// What the admin lists and their exports share.

/** The most rows one CSV export carries, as the contract says. */
export const exportLimit = 10_000;

/** A search term as a literal inside ILIKE: its own %, _ and \ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
