// The brochure of one college: the facts its page shows (the sources' facts, the staff's fees with their date,
// the fees and contacts the institution published, what students reported paying, each with its source), drawn
// once into a PDF and kept. A staff edit of the college page, an editor's publishing or an approved review's
// fees change its key, so the next download draws it again; the catalogue's facts change only when the datasets
// are reloaded.
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.server.ts";
import { getCollegeBySlug, listColleges, type College } from "../../domain/colleges/colleges.server.ts";
import { byListOrder } from "../../domain/institutions/headline-rank.ts";
import { withShownFigures } from "../../domain/colleges/shown-figures.ts";
import { institutionCutoffs } from "../../domain/cutoffs/institution-cutoffs.server.ts";
import { sourceLine } from "../../domain/cutoffs/exams.ts";
import {
  getInstitutionByCode,
  getInstitutionBySlug,
  type Institution,
} from "../../domain/institutions/institutions.server.ts";
import { KIND, placeOf } from "../components/institutions/institution-overview.tsx";
import { admissionsCycle } from "../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../domain/clock.ts";
import { publishedBy } from "../../domain/institution-facts/published-by.ts";
import type { Contacts } from "../../domain/institution-facts/facts.schema.ts";
import type { PublishedFact } from "../../domain/institution-facts/facts.server.ts";
import { reportedFees, type ReportedFees } from "../../domain/reviews/reported-fees.server.ts";
import { FACT_LABELS } from "../components/institutions/institution-published.tsx";
import { applicationWindow, otherFees, REPORTED_FEES_SOURCE, reportedFeeText } from "./fee-wording.ts";
import { rupees } from "../../domain/rupees.ts";
import { formatDate, hostOf } from "./format.ts";
import { brochurePdf, type BrochureContent, type BrochureSection } from "./brochure-pdf.server.ts";

const NOT_PUBLISHED = "Not published";
const MAX_PROGRAMMES = 18;
const MAX_CUTOFFS = 8;

// Up to 200 brochures (about 60 KB each) for a day: the colleges students download most stay drawn.
const cache = new LRUCache<string, Uint8Array>({ max: 200, ttl: 24 * 60 * 60 * 1000 });

export type Brochure = { ok: true; pdf: Uint8Array; fileName: string } | { ok: false };

/**
 * The brochure asked for by `college` (the slug of /college/{slug}: a staff-run page or an institution) or,
 * for older links, by `name`. An unknown slug is { ok: false }; a name that matches no one college gives the
 * general brochure naming it, as before.
 */
export async function brochureFor(db: Database, ask: { college?: string; name: string }): Promise<Brochure> {
  const found = ask.college ? await bySlug(db, ask.college) : await byName(db, ask.name);
  if (!found) {
    if (ask.college) return { ok: false };
    return {
      ok: true,
      pdf: await cached(`name:${ask.name}`, () => generalContent(ask.name)),
      fileName: file(ask.name),
    };
  }
  // A brochure is made again when staff change the page, an editor publishes what the institution sent, or a
  // review's fees change what students are shown to have paid.
  const own = found.institution?.fromInstitution;
  const checked = Math.max(
    0,
    ...[...(own?.programmes ?? []), ...(own?.contacts ? [own.contacts] : [])].map((p) =>
      new Date(p.checkedAt).getTime(),
    ),
  );
  const reported = await reportedFees(db, {
    institutionCode: found.college?.institutionCode ?? found.institution?.code ?? null,
    collegeName: found.college?.name ?? found.institution!.name,
  });
  const key = `${found.college ? `college:${found.college.id}:${found.college.updatedAt.getTime()}` : ""}|${found.institution?.code ?? ""}:${checked}|${JSON.stringify(reported.groups)}`;
  const name = found.college?.name ?? found.institution!.name;
  return { ok: true, pdf: await cached(key, () => collegeContent(db, found, reported)), fileName: file(name) };
}

interface Found {
  college?: College;
  institution?: Institution;
}

async function bySlug(db: Database, slug: string): Promise<Found | undefined> {
  const college = await getCollegeBySlug(db, slug);
  if (college) return { college, institution: await linked(db, college) };
  const institution = await getInstitutionBySlug(db, slug);
  if (!institution) return undefined;
  // The institution's page leads to its college page: so does its brochure.
  const page = institution.collegeSlug ? await getCollegeBySlug(db, institution.collegeSlug) : undefined;
  return { college: page, institution };
}

/** Older links name the college: a staff-run page of exactly that name. */
async function byName(db: Database, name: string): Promise<Found | undefined> {
  if (!name) return undefined;
  const lower = name.toLowerCase();
  const college = (await listColleges(db)).find((c) => c.name.toLowerCase() === lower);
  return college ? { college, institution: await linked(db, college) } : undefined;
}

const linked = (db: Database, c: College) =>
  c.institutionCode ? getInstitutionByCode(db, c.institutionCode) : Promise.resolve(undefined);

async function cached(key: string, content: () => Promise<BrochureContent> | BrochureContent) {
  const hit = cache.get(key);
  if (hit) return hit;
  const pdf = await brochurePdf(await content());
  cache.set(key, pdf);
  return pdf;
}

const file = (name: string) =>
  `${name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "admission"}-brochure.pdf`;

function generalContent(name: string): BrochureContent {
  return {
    title: name || "Admission brochure",
    subtitle: `Admission brochure ${admissionsCycle(todayInIndia()).label}`,
    sections: [
      {
        heading: "What to check before you apply",
        lines: [
          "Courses offered, intake and duration.",
          "Tuition, hostel and examination fees per year; scholarships and fee waivers.",
          "Eligibility, entrance exams accepted and the documents needed: Class 10 and 12 mark sheets, ID and photographs.",
          "Application deadlines: our counsellor will call you with the exact dates.",
        ],
      },
    ],
  };
}

async function collegeContent(
  db: Database,
  { college, institution: i }: Found,
  reported: ReportedFees,
): Promise<BrochureContent> {
  const sections: BrochureSection[] = [];
  if (i) {
    sections.push(about(i), rankingsOf(i));
    const cutoffs = await cutoffsOf(db, i.code);
    if (cutoffs) sections.push(cutoffs);
    sections.push(programmesOf(i));
    // Official fees where a committee published them; an institution without a page of staff's says what is missing.
    if (i.publishedFees.length || (!college && !i.fromInstitution.programmes.length)) sections.push(publishedFeesOf(i));
    if (i.fromInstitution.programmes.length) sections.push(institutionFeesOf(i));
  }
  if (college) sections.push(feesOf(college));
  if (reported.groups.length) sections.push(reportedFeesOf(reported));
  if (i?.fromInstitution.contacts) sections.push(contactsOf(i.fromInstitution.contacts));
  return {
    title: college?.name ?? i!.name,
    subtitle: `Admission brochure ${admissionsCycle(todayInIndia()).label} · ${i ? placeOf(i) : `${college!.city}, ${college!.state}`}`,
    sections,
    pagePath: `/college/${college?.slug ?? i!.slug}`,
  };
}

const sourceNames = (i: Institution, ids: string[]) =>
  [...new Set(ids.map((id) => i.sourcesById[id]).filter(Boolean))]
    .map((s) => `${s.name.includes(s.year) ? s.name : `${s.name} ${s.year}`} (${hostOf(s.url)})`)
    .join("; ");

function about(i: Institution): BrochureSection {
  return {
    heading: "About",
    lines: [
      `Location: ${[i.city, i.district, i.state].filter((v, n, all) => v && all.indexOf(v) === n).join(", ")}`,
      `Type: ${KIND[i.kind]}${i.management ? `, ${i.management}` : ""}`,
      `Affiliated to: ${i.affiliatingUniversity ?? NOT_PUBLISHED}`,
      `Established: ${i.established ?? NOT_PUBLISHED}`,
      `Address: ${i.address ?? NOT_PUBLISHED}`,
    ],
    source: sourceNames(i, [...i.sources, ...(i.address && i.addressSource ? [i.addressSource] : [])]),
  };
}

function publishedFeesOf(i: Institution): BrochureSection {
  const [first] = i.publishedFees;
  if (!first) {
    return {
      heading: "Fees",
      lines: [`Fees: ${NOT_PUBLISHED}.`],
      source: "No official list we hold gives this institution's fees: ask the college before you apply.",
    };
  }
  return {
    heading: "Fees as officially published",
    lines: i.publishedFees.map(
      (fee) => `${fee.course}: ${rupees(fee.feePerYear)} a year${fee.seats !== null ? `, ${fee.seats} seats` : ""}`,
    ),
    source: `${first.source.name}, ${first.year} (${hostOf(first.source.url)})`,
  };
}

/** Fees the institution published itself, as its page shows them: who said it, and when an editor checked it. */
function institutionFeesOf(i: Institution): BrochureSection {
  const own = i.fromInstitution.programmes;
  return {
    heading: "Fees as the institution publishes them",
    lines: own.map(({ facts: p }) =>
      [
        `${p.programme}, ${p.academicYear}: ${rupees(p.tuitionPerYear)} tuition a year`,
        ...otherFees(p).map((fee) => `${fee.label}: ${fee.amount}`),
        ...(p.seats ? [`${p.seats.toLocaleString("en-IN")} seats`] : []),
        ...(applicationWindow(p) ? [applicationWindow(p)] : []),
        ...(p.applyLink ? [`${FACT_LABELS.applyLink}: ${p.applyLink}`] : []),
      ].join(". "),
    ),
    // Each change names its own dates; most institutions send all their programmes at once.
    source: [...new Set(own.map(publishedBy))].join(". "),
  };
}

/** What students paid, as the page's "What students paid" says it: ranges, never one student's figure. */
function reportedFeesOf(reported: ReportedFees): BrochureSection {
  return {
    heading: "What students paid",
    lines: reported.groups.map((g) => `${g.programme}${reportedFeeText(g)}`),
    source: REPORTED_FEES_SOURCE,
  };
}

/** The contacts the institution published, as its page lists them. */
function contactsOf(contacts: PublishedFact<Contacts>): BrochureSection {
  const shown = (["phone", "email", "website", "address"] as const).filter((name) => contacts.facts[name]);
  return {
    heading: "Contacts from the institution",
    lines: shown.map((name) => `${FACT_LABELS[name]}: ${contacts.facts[name]}`),
    source: publishedBy(contacts),
  };
}

function rankingsOf(i: Institution): BrochureSection {
  const latestYear = i.rankings[0]?.year;
  // Overall first, as the cards show it (decision 036); every line names its list and year.
  const latest = i.rankings.filter((r) => r.year === latestYear).sort((a, b) => byListOrder(a.category, b.category));
  return {
    heading: "NIRF rankings",
    lines: latest.length
      ? latest.map(
          (r) =>
            `NIRF ${r.year} ${r.category}: rank ${r.rank}${r.score !== null ? ` (score ${r.score.toFixed(2)})` : ""}`,
        )
      : [`Not ranked by NIRF in the years we hold (${i.nirfYearsHeld}).`],
    source: latest.length
      ? sourceNames(
          i,
          latest.map((r) => r.sourceId),
        )
      : undefined,
  };
}

function programmesOf(i: Institution): BrochureSection {
  const lines = i.programmes
    .slice(0, MAX_PROGRAMMES)
    .map((p) => `${p.level} · ${p.course}${p.shift ? ` (${p.shift})` : ""}: intake ${p.intake ?? NOT_PUBLISHED}`);
  if (i.programmes.length > MAX_PROGRAMMES)
    lines.push(`and ${i.programmes.length - MAX_PROGRAMMES} more programmes on the college's page.`);
  if (i.mbbs) lines.push(`MBBS: ${i.mbbs.seats} seats (${i.mbbs.year})`);
  return {
    heading: "Programmes and intake",
    lines: lines.length ? lines : [`Programmes and intake: ${NOT_PUBLISHED}.`],
    source: sourceNames(i, [...(i.programmes.length ? ["aicte"] : []), ...(i.mbbs ? [i.mbbs.sourceId] : [])]),
  };
}

async function cutoffsOf(db: Database, code: string): Promise<BrochureSection | undefined> {
  const found = await institutionCutoffs(db, code);
  const bodies = found?.counselling ?? [];
  if (bodies.length === 0) return undefined;
  const lines: string[] = [];
  const sources = new Set<string>();
  for (const body of bodies) {
    for (const pool of body.pools) {
      const last = pool.years.at(-1);
      // The latest year only, so every line of a body speaks of the same round.
      if (!last || last.year !== body.year || pool.rankList !== "common" || lines.length >= MAX_CUTOFFS) continue;
      const closing =
        last.closingRank !== null
          ? `closing rank ${last.closingRank}`
          : `closing percentile ${last.closingPercentile ?? NOT_PUBLISHED}`;
      lines.push(`${body.exam} · ${pool.program.name}${pool.quota ? ` (${pool.quota})` : ""}: ${closing}`);
      sources.add(
        `${sourceLine(body.counselling, last.year, last.round)}, ${body.seatType} seats${body.source.url ? ` (${hostOf(body.source.url)})` : ""}`,
      );
    }
  }
  return { heading: "Cut-offs (last round)", lines, source: [...sources].join("; ") };
}

function feesOf(college: College): BrochureSection {
  // Demo and unsourced figures are withheld as on the college's page (decision 036).
  const c = withShownFigures(college);
  const lines = c.courses.map((course) => `${course.name}: ${course.fees || NOT_PUBLISHED}`);
  const source =
    c.figuresBasis === "sample"
      ? "Illustration: a sample college; these fees are examples."
      : c.figuresBasis === "staff"
        ? `Entered by our staff, as of ${formatDate(c.figuresAsOf!)}, from ${c.figuresSourceUrl}.`
        : "Fees are not published here yet: check them on the college's official website.";
  return { heading: "Courses and fees", lines: lines.length ? lines : [`Fees: ${NOT_PUBLISHED}.`], source };
}
