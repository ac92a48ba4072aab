// URL slugs: "Indian Institute of Technology Delhi" → "indian-institute-of-technology-delhi".
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** Course names compare without case or punctuation: "B. Tech" ≡ "btech". */
export function courseKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}
