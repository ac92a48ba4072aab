// Headers of a page that shows one person's data (/my-data): kept by no cache and never indexed. Its address
// holds no token once the link has been opened (app/lib/my-data-link.server.ts), so the site's own
// Referrer-Policy applies: its forms then post with a real Origin, which a no-referrer page would hide.
/** The marker the link's first redirect adds: without a cookie after it, the browser refused the cookie. */
export const OPENED = "opened";

export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};
