// What an institution published about itself (decision 059), once an editor checked it: its programmes' fees,
// its contacts, its photos and its brochure, each saying "Published by the institution, <date>; checked by the portal <date>". Shown
// beside the official figures, never instead of them; and the claim link for an institution's staff.
import { Link } from "react-router";
import type { InstitutionFacts } from "../../../domain/institution-facts/facts.server.ts";
import { publishedBy } from "../../../domain/institution-facts/published-by.ts";
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { rupees } from "../../../domain/rupees.ts";
import { applicationWindow, otherFees } from "../../lib/fee-wording.ts";
import { feesNotPublished, type HeadlineFact } from "./official-headline.tsx";
import type { Language } from "../../../domain/i18n/language.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { useText } from "../../lib/i18n.ts";

/** Every field's name as staff and pages say it. */
export const FACT_LABELS: Record<string, string> = {
  programme: "Programme",
  academicYear: "Academic year",
  tuitionPerYear: "Tuition per year (₹)",
  hostelPerYear: "Hostel per year (₹)",
  messPerYear: "Mess per year (₹)",
  oneTimeFees: "One-time fees (₹)",
  seats: "Seats",
  eligibility: "Eligibility",
  selection: "Selection",
  applyFrom: "Applications open",
  applyUntil: "Applications close",
  applyLink: "Official apply page",
  address: "Address",
  phone: "Phone",
  email: "Email",
  website: "Website",
  location: "Map location",
};

/** The headline's fees card from the institution's own figures: its lowest tuition of the newest year. */
export function institutionFeesFact(own: InstitutionFacts, language: Language = "en"): HeadlineFact | undefined {
  const year = own.programmes[0]?.facts.academicYear;
  const ofYear = own.programmes.filter((p) => p.facts.academicYear === year);
  const lowest = [...ofYear].sort((a, b) => a.facts.tuitionPerYear - b.facts.tuitionPerYear)[0];
  if (!lowest) return undefined;
  const others = ofYear.length - 1;
  const t = textIn(language, institutionText);
  const detail = { programme: lowest.facts.programme, year, publishedBy: publishedBy(lowest) };
  return {
    term: t("feesOwn"),
    value: t("aYear", { amount: rupees(lowest.facts.tuitionPerYear) }),
    detail: others ? t("feesOwnDetailMore", { ...detail, others }) : t("feesOwnDetail", detail),
  };
}

/**
 * The headline's fees beside the official one, on the institution's page and on a staff college page linked to
 * it alike: the institution's own (checked by an editor) where it published any, and "Not published" with
 * "Ask the college" only where no one did. `askAs`: the name the enquiry gives (the page's own).
 */
export function institutionFeesFacts(
  i: Institution,
  askAs: string = i.name,
  language: Language = "en",
): HeadlineFact[] {
  const own = institutionFeesFact(i.fromInstitution, language);
  if (own) return [own];
  return i.publishedFees.length ? [] : [feesNotPublished(i.ugcFake ? null : askAs, language)];
}

export function InstitutionPublished({ institution: i }: { institution: Institution }) {
  const { programmes, contacts, photos, brochure } = i.fromInstitution;
  const t = useText(institutionText);
  return (
    <>
      {programmes.length ? (
        <section aria-labelledby="institution-fees-heading" className="mt-10">
          <h2 id="institution-fees-heading" className="text-2xl font-bold text-brand-900">
            {t("institutionFees")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="institution-fees">
            {programmes.map(({ facts: p, ...when }) => (
              <li
                key={`${p.programme}|${p.academicYear}`}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <p className="font-semibold text-slate-900">
                  {p.programme}, {p.academicYear}
                </p>
                <p className="mt-1 text-lg text-slate-800">
                  <strong>{rupees(p.tuitionPerYear)}</strong> tuition a year
                </p>
                {otherFees(p).map((fee) => (
                  <p key={fee.label} className="text-sm text-slate-700">
                    {fee.label}: {fee.amount}
                  </p>
                ))}
                {p.seats ? <p className="text-sm text-slate-700">{p.seats.toLocaleString("en-IN")} seats</p> : null}
                {p.selection ? <p className="text-sm text-slate-700">Selection: {p.selection}</p> : null}
                {p.eligibility ? <p className="text-sm text-slate-700">Eligibility: {p.eligibility}</p> : null}
                {applicationWindow(p) ? <p className="text-sm text-slate-700">{applicationWindow(p)}</p> : null}
                {p.applyLink ? (
                  <a
                    href={p.applyLink}
                    rel="noopener noreferrer nofollow"
                    className="text-sm font-semibold text-brand-700 underline"
                  >
                    {FACT_LABELS.applyLink}
                  </a>
                ) : null}
                <p className="mt-2 text-xs text-slate-600">{publishedBy(when)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contacts ? (
        <section aria-labelledby="institution-contacts-heading" className="mt-10">
          <h2 id="institution-contacts-heading" className="text-2xl font-bold text-brand-900">
            {t("institutionContacts")}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
            {(["phone", "email", "website", "address", "location"] as const).map((name) =>
              contacts.facts[name] ? (
                <div key={name} className="contents">
                  <dt className="font-semibold text-slate-700">{FACT_LABELS[name]}</dt>
                  <dd className="break-words text-slate-900">
                    {name === "phone" ? (
                      <a href={`tel:${contacts.facts.phone.replace(/[^\d+]/g, "")}`} className="underline">
                        {contacts.facts.phone}
                      </a>
                    ) : name === "email" ? (
                      <a href={`mailto:${contacts.facts.email}`} className="underline">
                        {contacts.facts.email}
                      </a>
                    ) : name === "website" ? (
                      <a href={contacts.facts.website} rel="noopener noreferrer nofollow" className="underline">
                        {contacts.facts.website}
                      </a>
                    ) : name === "location" ? (
                      <a
                        href={`https://www.openstreetmap.org/?mlat=${contacts.facts.location.split(",")[0].trim()}&mlon=${contacts.facts.location.split(",")[1].trim()}`}
                        rel="noopener noreferrer nofollow"
                        className="underline"
                      >
                        See on a map
                      </a>
                    ) : (
                      contacts.facts[name]
                    )}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
          <p className="mt-2 text-xs text-slate-600">{publishedBy(contacts)}</p>
        </section>
      ) : null}
      {photos ? (
        <section aria-labelledby="institution-photos-heading" className="mt-10">
          <h2 id="institution-photos-heading" className="text-2xl font-bold text-brand-900">
            {t("institutionPhotos")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="institution-photos">
            {photos.facts.photos.map((photo, n) => (
              <li key={photo.file}>
                {/* Width and height hold the photo's place before it loads; below the fold, it loads when near. */}
                <img
                  src={`/uploads/${photo.file}`}
                  alt={`${i.name}, ${n + 1} of ${photos.facts.photos.length}, from the institution`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-xl bg-slate-100 object-cover"
                />
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">{publishedBy(photos)}</p>
        </section>
      ) : null}
      {brochure ? (
        <p className="mt-6">
          <a href={`/uploads/${brochure.facts.file}`} className="font-semibold text-brand-700 underline" download>
            {t("institutionBrochure")}
          </a>{" "}
          <span className="text-sm text-slate-700">(PDF, {Math.ceil(brochure.facts.bytes / 1024)} KB)</span>
          <span className="block text-xs text-slate-600">{publishedBy(brochure)}</span>
        </p>
      ) : null}
      {i.ugcFake ? null : (
        <p className="mt-10 text-sm text-slate-700">
          {t("claimQuestion")}{" "}
          <Link to={`/institution/claim/${i.slug}`} className="font-semibold text-brand-700 underline">
            {t("claimLink")}
          </Link>
          {t("claimEnd")}
        </p>
      )}
    </>
  );
}
