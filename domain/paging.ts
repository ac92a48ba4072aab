// A slice of a list, for clients that ask for pages.
export interface Page {
  limit: number;
  offset: number;
}
