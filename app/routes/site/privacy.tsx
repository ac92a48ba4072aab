import { requestInfoContext } from "#context";
import { legalUpdated, privacySections } from "../../content/legal.ts";
import { LegalPage } from "../../components/content/legal-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/privacy";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url, context }: Route.LoaderArgs) {
  return {
    // RETENTION_MONTHS: the period the server's daily deletion uses (server/plugins/retention.ts).
    retentionMonths: context.get(requestInfoContext).retentionMonths,
    seo: pageSeo(
      url,
      "/Privacy-Policy",
      "Privacy Policy",
      "What the enquiry and review forms collect, how it is used, that it is never sold, and how long it is kept before deletion.",
    ),
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const sections = privacySections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) => p.replace("{retentionMonths}", String(loaderData.retentionMonths))),
  }));
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="What we collect when you send an enquiry or write a review, and what we do with it."
      updated={legalUpdated}
      sections={sections}
    />
  );
}
