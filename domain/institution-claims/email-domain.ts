// Whether an email address belongs to an institution's own website: its domain is the website's host (less
// "www.") or a subdomain of it (admissions@cse.iitb.ac.in for www.iitb.ac.in). A free mail provider never
// matches, even for an institution that lists one as its "website".
const FREE_MAIL = new Set(["gmail.com", "yahoo.com", "yahoo.co.in", "outlook.com", "hotmail.com", "rediffmail.com"]);

function hostOf(website: string): string | undefined {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\d?\./, "");
  } catch {
    return undefined;
  }
}

export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  if (!website) return false;
  const host = hostOf(website);
  const domain = email.split("@").pop()?.toLowerCase();
  if (!host || !domain || FREE_MAIL.has(domain) || !host.includes(".")) return false;
  return domain === host || domain.endsWith(`.${host}`);
}
