// The public catalogue over REST: an institution with every fact the sources give, each figure naming its
// source and that source's year. Read-only: the datasets change through `npm run data:import`, not the API.
import { z } from "zod";
import { publishedBy } from "../../domain/institution-facts/published-by.ts";
import { listInstitutions, listSources } from "../../domain/institutions/directory.server.ts";
import {
  courseOptions,
  kindOptions,
  type Option,
  streamOptions,
  typeOptions,
} from "../../domain/institutions/directory-filters.ts";
import { shownType, type ShownType } from "../../domain/institutions/university-type.ts";
import {
  getInstitutionByCode,
  survivingInstitutionCode,
  type Institution,
} from "../../domain/institutions/institutions.server.ts";
import { reportedFees, type ReportedFees } from "../../domain/reviews/reported-fees.server.ts";
import { wholeNumberParam } from "../../domain/paging.ts";
import { MIN_WORD_LENGTH } from "../../domain/search/search-links.ts";
import { slugify } from "../../domain/slug.ts";
import {
  type InstitutionKind,
  institutionKinds,
  type UniversityType,
  universityTypes,
} from "../../db/institutions-schema.ts";
import { notFound } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { messageSchema } from "./shapes.ts";

const sourced = {
  source: z.string().meta({ description: "The source's name as shown to students" }),
  year: z.string(),
};

const universityTypeSchema = z
  .object({
    type: z.enum(universityTypes),
    label: z.string(),
    source: z.string(),
    year: z.string(),
    url: z.string(),
  })
  .nullable()
  .meta({
    description:
      "Central, state, deemed or private university as UGC's list of universities gives it, or institute of national importance (JoSAA's IITs, NITs, IIITs), with its source; null where neither says",
  });

function apiType(shown: ShownType | null) {
  return shown
    ? {
        type: shown.type,
        label: shown.label,
        source: shown.source.name,
        year: shown.source.year,
        url: shown.source.url,
      }
    : null;
}

const pageSlugSchema = z.string().meta({
  description:
    "The slug of the institution's page: a college page staff run for it where there is one, else its own. " +
    "/compare and /api/cutoffs accept it.",
});

const feeRangeSchema = z
  .object({
    count: z.number().int().meta({ description: "How many approved reviews gave this figure (3 or more)" }),
    min: z.number().int(),
    max: z.number().int(),
    median: z.number().int(),
  })
  .nullable()
  .meta({ description: "Whole rupees a year; null where fewer than three reviews gave this figure" });

const reportedFeeGroupSchema = z.object({
  programme: z.string().meta({ description: 'The degree the reviews\' course names ("B.E./B.Tech"), else the course' }),
  year: z.string().meta({ description: "Academic year, as 2025-26" }),
  seats: z.enum(["merit", "paid", "unstated"]).meta({
    description:
      "The seats reported on: merit (categories, state or all-India quota), paid (management or NRI quota), or " +
      "unstated (no quota given, or other); never mixed in one range",
  }),
  reports: z
    .number()
    .int()
    .meta({ description: "Approved reviews of this programme, year and kind of seat behind a figure given" }),
  tuition: feeRangeSchema,
  hostel: feeRangeSchema,
});

const publishedBySchema = z
  .string()
  .meta({ description: '"Published by the institution, <date>; checked by the portal <date>"' });

const apiInstitutionSchema = z.object({
  aisheCode: z.string().nullable().meta({ description: "Null for a record no AISHE institution matched" }),
  code: z.string().meta({ description: "The AISHE code, or the source's own id (AICTE:…, NMC:…, NIRF:…)" }),
  name: z.string(),
  aliases: z.array(z.string()),
  slug: pageSlugSchema,
  url: z.string().meta({ description: "The institution's page on this portal" }),
  kind: z.enum(institutionKinds),
  state: z.string(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  management: z.string().nullable(),
  affiliatingUniversity: z.string().nullable(),
  aicteId: z.string().nullable(),
  established: z.number().int().nullable(),
  universityType: universityTypeSchema,
  website: z
    .object({ url: z.string(), source: z.string(), year: z.string() })
    .nullable()
    .meta({ description: "The official website, only where matched to the institution with certainty" }),
  address: z.object({ text: z.string(), source: z.string(), year: z.string() }).nullable().meta({
    description: "The postal address as UGC's list of universities or AICTE prints it; null where neither does",
  }),
  ugcFake: z
    .object({ name: z.string(), place: z.string(), source: z.string(), year: z.string(), url: z.string() })
    .nullable()
    .meta({
      description: "UGC has declared an institution of exactly this name and place fake: its degrees are not valid",
    }),
  programmes: z.array(
    z.object({
      discipline: z.string(),
      level: z.string(),
      course: z.string(),
      intake: z.number().int().nullable(),
      ...sourced,
    }),
  ),
  mbbsSeats: z.object({ seats: z.number().int(), ...sourced }).nullable(),
  publishedFees: z
    .array(
      z.object({
        course: z.string().meta({ description: "The course as the committee printed it" }),
        feePerYear: z.number().int().meta({ description: "Rupees a year" }),
        seats: z.number().int().nullable(),
        source: z.string(),
        year: z.string().meta({ description: 'The year as the source gives it ("year not given by the source")' }),
        url: z.string(),
      }),
    )
    .meta({ description: "Fees an official committee published (ACPUGMEC's medical and nursing courses today)" }),
  institutionFees: z
    .array(
      z.object({
        programme: z.string(),
        academicYear: z.string().meta({ description: "As 2026-27" }),
        tuitionPerYear: z.number().int().meta({ description: "Rupees a year" }),
        hostelPerYear: z.number().int().nullable().meta({ description: "Rupees a year; null where not published" }),
        messPerYear: z.number().int().nullable().meta({ description: "Rupees a year; null where not published" }),
        oneTimeFees: z
          .number()
          .int()
          .nullable()
          .meta({ description: "Rupees paid once (admission, caution deposit); null where not published" }),
        seats: z.number().int().nullable(),
        eligibility: z.string().nullable().meta({ description: "As the institution words it; null where not given" }),
        selection: z
          .string()
          .nullable()
          .meta({ description: 'How it selects ("JEE Main rank"), as the institution words it; null where not given' }),
        applyFrom: z
          .string()
          .nullable()
          .meta({ description: "The day applications open, as YYYY-MM-DD; null where not given" }),
        applyUntil: z
          .string()
          .nullable()
          .meta({ description: "The day applications close, as YYYY-MM-DD; null where not given" }),
        applyLink: z
          .string()
          .nullable()
          .meta({ description: "The institution's official apply page; null where not given" }),
        source: publishedBySchema,
      }),
    )
    .meta({ description: "Fees the institution published itself, each checked by a portal editor (decision 059)" }),
  institutionContacts: z
    .object({
      address: z.string().nullable(),
      phone: z.string().nullable().meta({ description: "As the institution prints it, with its STD code or +91" }),
      email: z.string().nullable(),
      website: z.string().nullable(),
      location: z.string().nullable().meta({ description: 'Latitude, longitude ("19.1334, 72.9133")' }),
      source: publishedBySchema,
    })
    .nullable()
    .meta({
      description:
        "The contacts the institution published itself, checked by a portal editor (decision 059); a contact it " +
        "did not give is null, and the whole is null where it published none",
    }),
  rankings: z.array(
    z.object({
      framework: z.string(),
      year: z.number().int(),
      category: z.string(),
      rank: z.number().int(),
      score: z.number().nullable(),
      source: z.string(),
    }),
  ),
  nirfPlacements: z.array(
    z.object({
      category: z.string(),
      programmeType: z.string(),
      academicYear: z.string(),
      graduatingOnTime: z.number().int().nullable(),
      studentsPlaced: z.number().int().nullable(),
      medianSalary: z.number().int().nullable(),
      ...sourced,
    }),
  ),
  sources: z.array(z.object({ id: z.string(), name: z.string(), year: z.string(), url: z.string() })),
  studentReportedFees: z.array(reportedFeeGroupSchema).meta({
    description:
      "Yearly fees students reported in reviews staff approved, per programme and academic year: not official " +
      "figures. A group is given only where at least three approved reviews of that programme, year and kind of seat report a " +
      "fee, and a figure (tuition, hostel) only where three gave it; never one student's figure.",
  }),
});

function toApiInstitution(i: Institution, fees: ReportedFees) {
  const source = (id: string) => ({ source: i.sourcesById[id]?.name ?? id, year: i.sourcesById[id]?.year ?? "" });
  const { contacts } = i.fromInstitution;
  return {
    aisheCode: i.aisheCode,
    code: i.code,
    name: i.name,
    aliases: i.aliases,
    slug: i.collegeSlug ?? i.slug,
    url: `/college/${i.collegeSlug ?? i.slug}`,
    kind: i.kind,
    state: i.state,
    district: i.district,
    city: i.city,
    management: i.management,
    affiliatingUniversity: i.affiliatingUniversity,
    aicteId: i.aicteId,
    established: i.established,
    universityType: apiType(shownType(i.universityType, i.universityTypeSource, i.sourcesById)),
    website:
      i.website && i.websiteSource && i.sourcesById[i.websiteSource]
        ? { url: i.website, ...source(i.websiteSource) }
        : null,
    address:
      i.address && i.addressSource && i.sourcesById[i.addressSource]
        ? { text: i.address, ...source(i.addressSource) }
        : null,
    ugcFake: i.ugcFake
      ? {
          name: i.ugcFake.name,
          place: i.ugcFake.place,
          source: i.ugcFake.source.name,
          year: i.ugcFake.source.year,
          url: i.ugcFake.source.url,
        }
      : null,
    programmes: i.programmes.map((p) => ({
      discipline: p.discipline,
      level: p.level,
      course: p.course,
      intake: p.intake,
      ...source("aicte"),
    })),
    mbbsSeats: i.mbbs ? { seats: i.mbbs.seats, ...source(i.mbbs.sourceId) } : null,
    publishedFees: i.publishedFees.map((fee) => ({
      course: fee.course,
      feePerYear: fee.feePerYear,
      seats: fee.seats,
      source: fee.source.name,
      year: fee.year,
      url: fee.source.url,
    })),
    institutionFees: i.fromInstitution.programmes.map((fact) => ({
      programme: fact.facts.programme,
      academicYear: fact.facts.academicYear,
      tuitionPerYear: fact.facts.tuitionPerYear,
      hostelPerYear: fact.facts.hostelPerYear ?? null,
      messPerYear: fact.facts.messPerYear ?? null,
      oneTimeFees: fact.facts.oneTimeFees ?? null,
      seats: fact.facts.seats ?? null,
      eligibility: fact.facts.eligibility || null,
      selection: fact.facts.selection || null,
      applyFrom: fact.facts.applyFrom ?? null,
      applyUntil: fact.facts.applyUntil ?? null,
      applyLink: fact.facts.applyLink ?? null,
      source: publishedBy(fact),
    })),
    institutionContacts: contacts
      ? {
          address: contacts.facts.address || null,
          phone: contacts.facts.phone || null,
          email: contacts.facts.email ?? null,
          website: contacts.facts.website ?? null,
          location: contacts.facts.location || null,
          source: publishedBy(contacts),
        }
      : null,
    rankings: i.rankings.map((r) => ({
      framework: r.framework,
      year: r.year,
      category: r.category,
      rank: r.rank,
      score: r.score,
      source: `${r.framework} ${r.year}, ${r.category}`,
    })),
    nirfPlacements: i.placements.map((p) => ({
      category: p.category,
      programmeType: p.programmeType,
      academicYear: p.academicYear,
      graduatingOnTime: p.graduatingOnTime,
      studentsPlaced: p.studentsPlaced,
      medianSalary: p.medianSalary,
      ...source(p.sourceId),
    })),
    sources: Object.values(i.sourcesById).sort((a, b) => a.id.localeCompare(b.id)),
    studentReportedFees: fees.groups,
  };
}

// A state or district by name ("Tamil Nadu") or as the directory's address spells it ("tamil-nadu").
const place = (what: string) =>
  z
    .string()
    .max(80, `${what} must be at most 80 characters.`)
    .transform((v) => slugify(v) || undefined)
    .optional();

const slugOf = (options: Option[]) => z.enum(options.map((o) => o.slug) as [string, ...string[]]);
const INFERRED =
  "A stream is read from AICTE programmes, NMC seats, NIRF lists, counselling bodies' programmes and the " +
  "institution's own name (“Law College”); a course only from a list of programmes.";

const listQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(80, "q must be at most 80 characters.")
    .refine((v) => v === "" || v.length >= MIN_WORD_LENGTH, `q must be at least ${MIN_WORD_LENGTH} characters.`)
    .optional()
    .meta({ description: "Words of the name" }),
  state: place("state"),
  district: place("district"),
  kind: z.enum(kindOptions.map((k) => k.value) as [InstitutionKind, ...InstitutionKind[]]).optional(),
  type: z
    .enum(typeOptions.map((t) => t.value) as [UniversityType, ...UniversityType[]])
    .optional()
    .meta({ description: "central, state, deemed, private (UGC's list of universities) or national-importance" }),
  stream: slugOf(streamOptions)
    .optional()
    .meta({ description: `engineering, law, pharmacy, arts-science-commerce, … ${INFERRED}` }),
  course: slugOf(courseOptions)
    .optional()
    .meta({ description: `${courseOptions.map((o) => o.slug).join(", ")}. ${INFERRED}` }),
  page: wholeNumberParam("page", 100_000).default(1),
  limit: wholeNumberParam("limit", 100).default(20),
});

const facetCountsSchema = (what: string) =>
  z
    .array(z.object({ slug: z.string(), label: z.string(), count: z.number().int() }))
    .meta({ description: `How many institutions each ${what} would list with the other filters. ${INFERRED}` });

const listItemSchema = z.object({
  aisheCode: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  slug: pageSlugSchema,
  url: z.string().meta({ description: "The institution's page on this portal" }),
  kind: z.enum(institutionKinds),
  state: z.string(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  universityType: universityTypeSchema,
  streams: z.array(z.string()).meta({ description: `Engineering, Law, … ${INFERRED}` }),
  courses: z.array(z.string()).meta({ description: "B.Tech CSE, MBA, MBBS, …" }),
  nirf: z
    .object({ rank: z.number().int(), year: z.number().int(), category: z.string() })
    .nullable()
    .meta({ description: "The best rank of the latest NIRF year the institution is ranked in" }),
});

export function institutionOperations({ db }: ApiContext): Operation[] {
  const tag = "Institutions";
  return [
    operation({
      method: "GET",
      path: "/api/institutions",
      tag,
      summary:
        "Institutions of the public catalogue by name, state, district, kind, stream and course, a page at a time",
      description: "A page past the last gives the last page; `page` in the answer says which was given.",
      query: listQuerySchema,
      responses: {
        200: {
          description: "One page of institutions",
          schema: z.object({
            institutions: z.array(listItemSchema),
            total: z.number().int(),
            typeCounts: z
              .array(z.object({ type: z.enum(universityTypes), label: z.string(), count: z.number().int() }))
              .meta({ description: "How many institutions each university type would list with the other filters" }),
            streamCounts: facetCountsSchema("stream"),
            courseCounts: facetCountsSchema("course"),
            page: z.number().int(),
            limit: z.number().int(),
          }),
        },
      },
      handler: async (req) => {
        const { q, state, district, kind, type, stream, course, page, limit } = req.query;
        const [list, sources] = await Promise.all([
          listInstitutions(db, {
            q: q || undefined,
            state,
            district: state ? district : undefined,
            kind,
            type: typeOptions.find((t) => t.value === type)?.slug,
            stream,
            course,
            page,
            limit,
          }),
          listSources(db),
        ]);
        return {
          institutions: list.institutions.map((i) => ({
            aisheCode: i.aisheCode,
            code: i.code,
            name: i.name,
            slug: i.slug,
            url: `/college/${i.slug}`,
            kind: i.kind,
            state: i.state,
            district: i.district,
            city: i.city,
            universityType: apiType(shownType(i.universityType, i.universityTypeSource, sources)),
            streams: i.streams,
            courses: i.courses,
            nirf: i.nirf ? { rank: i.nirf.rank, year: i.nirf.year, category: i.nirf.category } : null,
          })),
          total: list.total,
          typeCounts: list.facets.type.map((f) => ({
            type: typeOptions.find((t) => t.slug === f.slug)!.value,
            label: f.label,
            count: f.count,
          })),
          streamCounts: list.facets.stream,
          courseCounts: list.facets.course,
          page: list.page,
          limit: list.limit,
        };
      },
    }),
    operation({
      method: "GET",
      path: "/api/institutions/:aisheCode",
      tag,
      summary: "One institution with its programmes, MBBS seats, NIRF ranks and disclosures, each with its source",
      responses: {
        200: { description: "The institution", schema: apiInstitutionSchema },
        301: {
          description:
            "The code (or page slug) of an institution merged into another or renamed: Location names the surviving institution",
          schema: messageSchema,
        },
        404: { description: "No institution has this code", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const institution = await getInstitutionByCode(db, req.params.aisheCode);
        if (!institution) {
          // A merged institution's old code, or an old page slug, moved to the surviving institution.
          const moved = await survivingInstitutionCode(db, req.params.aisheCode);
          if (moved)
            return reply
              .code(301)
              .header("location", `/api/institutions/${encodeURIComponent(moved)}`)
              .send({ message: `This institution is now ${moved}.` });
          return notFound(reply, "No institution has this code.");
        }
        const fees = await reportedFees(db, { institutionCode: institution.code, collegeName: institution.name });
        return toApiInstitution(institution, fees);
      },
    }),
  ];
}
