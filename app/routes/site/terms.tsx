import { READING_PAGE } from "../../lib/page-scripts.ts";
import { legalUpdated, termsSections } from "../../../content/legal.ts";
import { LegalPage } from "../../components/content/legal-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/terms";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(
      url,
      "/terms&condition",
      "Terms & Conditions",
      "The terms for using this college and admissions information website: your responsibilities, admissions and fees, links and liability.",
    ),
  };
}

export default function Terms() {
  return (
    <LegalPage
      title="Terms & Conditions"
      subtitle="Please read these terms before using the website or sending an enquiry."
      updated={legalUpdated}
      sections={termsSections}
    />
  );
}
