// Headers of a page that shows one person's data from a link (/my-data): kept by no cache, never indexed, and
// the link's token never sent on to another site in a Referer.
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};
