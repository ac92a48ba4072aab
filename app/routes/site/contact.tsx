import { Mail, MapPin, Phone } from "lucide-react";
import { dbContext, requestInfoContext } from "#context";
import type { Database } from "../../../db/client.server.ts";
import { getScholarshipBySlug } from "../../../domain/scholarships/scholarships.server.ts";
import { findInstitute } from "../../../content/institutes.ts";
import { card } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { LeadForm } from "../../components/lead-form/lead-form.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/contact";
import { readsQuery } from "../../../web/page-query.ts";

// OpenStreetMap around Connaught Place. The embed needs no key and sets no tracking cookies.
const MAP_SRC =
  "https://www.openstreetmap.org/export/embed.html?bbox=77.2067%2C28.6265%2C77.2267%2C28.6365&layer=mapnik&marker=28.6315%2C77.2167";

export const handle = readsQuery("institute", "intent", "scholarship");

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(
    url,
    "/contact",
    "Contact Us: Free Admission Counselling, Delhi Office",
    "Call, email or visit our Delhi office for free college admission counselling, or send an enquiry and a counsellor will call you back.",
  );
  // CONTACT_PHONE, CONTACT_EMAIL and CONTACT_ADDRESS (server/config.ts; example values on a fresh install).
  const { contact } = context.get(requestInfoContext);
  return { seo, contact, lead: await leadFor(context.get(dbContext), url.searchParams) };
}

/**
 * What the visitor came to ask about: an institute (Request a Callback, Enroll, Apply) or a scholarship.
 * Only known slugs are accepted, so the page never echoes arbitrary text from the address.
 */
async function leadFor(db: Database, params: URLSearchParams) {
  const institute = findInstitute(params.get("institute"));
  if (institute) {
    const intent = params.get("intent");
    const verb = intent === "enroll" ? "Enrolment" : intent === "apply" ? "Application" : "Callback request";
    return { source: "contact" as const, subject: institute.title, context: `${verb}: ${institute.title}` };
  }
  const slug = params.get("scholarship");
  const scholarship = slug ? await getScholarshipBySlug(db, slug.slice(0, 80)) : undefined;
  if (scholarship) return { source: "scholarship" as const, subject: scholarship.title, context: scholarship.title };
  return { source: "contact" as const, subject: null, context: "" };
}

export default function Contact({ loaderData: { contact, lead } }: Route.ComponentProps) {
  const items = [
    {
      icon: Phone,
      title: "Call us",
      value: contact.phone,
      href: `tel:${contact.phone.replace(/[^\d+]/g, "")}`,
      note: "Monday to Saturday, 9:30 am to 6:30 pm",
    },
    {
      icon: Mail,
      title: "Email us",
      value: contact.email,
      href: `mailto:${contact.email}`,
      note: "We reply within one working day",
    },
    {
      icon: MapPin,
      title: "Visit our Delhi office",
      value: contact.address,
      href: undefined,
      note: "Walk in, or book a time by phone",
    },
  ];
  return (
    <ContentPage>
      <PageBanner
        title="Contact Us"
        subtitle="Questions about colleges, exams or admissions? Our counsellors are a call, an email or a short form away."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-10">
        <ul className="grid gap-5 md:grid-cols-3">
          {items.map(({ icon: Icon, title, value, href, note }) => (
            <li key={title} className={`${card} flex gap-4`}>
              <Icon aria-hidden="true" className="size-10 shrink-0 rounded-full bg-brand-50 p-2 text-brand-700" />
              <div className="min-w-0">
                <h2 className="font-bold text-slate-900">{title}</h2>
                {href ? (
                  <a
                    href={href}
                    className="mt-1 block break-words font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {value}
                  </a>
                ) : (
                  <address className="mt-1 not-italic text-slate-800">{value}</address>
                )}
                <p className="mt-1 text-sm text-slate-600">{note}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="lead-form-heading"
            className={`${card} self-start`}
            data-enquiry-source={lead.source}
            data-enquiry-context={lead.context}
          >
            <h2 id="lead-form-heading" className="text-2xl font-bold text-brand-900">
              {lead.subject ? `Enquiry about ${lead.subject}` : "Send us an enquiry"}
            </h2>
            <p className="mt-2 text-slate-700">
              Leave your details and a counsellor will call you back, usually the same day.
            </p>
            <div className="mt-5">
              <LeadForm source={lead.source} context={lead.context} brochureName={lead.subject ?? undefined} />
            </div>
          </section>
          <section
            aria-labelledby="map-heading"
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <h2 id="map-heading" className="px-5 pt-5 text-2xl font-bold text-brand-900">
              Find us
            </h2>
            <iframe
              title="Map of our office at Connaught Place, New Delhi"
              src={MAP_SRC}
              loading="lazy"
              referrerPolicy="no-referrer"
              width={600}
              height={400}
              className="mt-4 h-80 w-full border-0 lg:h-[420px]"
            />
            <p className="px-5 py-3 text-sm">
              <a
                href="https://www.openstreetmap.org/?mlat=28.6315&mlon=77.2167#map=17/28.6315/77.2167"
                className="font-semibold text-brand-700 underline"
              >
                Open a larger map
              </a>
            </p>
          </section>
        </div>
      </div>
    </ContentPage>
  );
}
