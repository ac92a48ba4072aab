import { READING_PAGE } from "../../lib/page-scripts.ts";
import { requestInfoContext } from "#context";
import { legalUpdated, privacySections } from "../../../content/legal.ts";
import { LegalPage } from "../../components/content/legal-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/privacy";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url, context }: Route.LoaderArgs) {
  return {
    // RETENTION_MONTHS: the period the server's daily deletion uses (server/schedules/retention.ts).
    retentionMonths: context.get(requestInfoContext).retentionMonths,
    // CONTACT_EMAIL: the grievance contact the DPDP Rules ask for.
    contactEmail: context.get(requestInfoContext).contact.email,
    seo: pageSeo(
      url,
      "/Privacy-Policy",
      "Privacy Policy",
      "What the enquiry and review forms collect, each purpose, who it is shared with and only on consent, how long it is kept, and how to see, withdraw or erase it.",
    ),
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const sections = privacySections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) =>
      p
        .replace("{retentionMonths}", String(loaderData.retentionMonths))
        .replace("{contactEmail}", loaderData.contactEmail),
    ),
  }));
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="What we collect when you send an enquiry or write a review, what we do with it, and how you take it back."
      updated={legalUpdated}
      sections={sections}
    />
  );
}
