// The consent columns' allowed values, in a module of their own so the browser can check a form against
// them without loading the table definitions.
/** The languages the privacy notice and /my-data are written in. */
export const noticeLanguages = ["en", "hi"] as const;
export const ageBands = ["under-18", "18-plus"] as const;
