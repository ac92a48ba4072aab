// Fees as an official committee published them, for an institution and a programme: today ACPUGMEC's medical and
// nursing courses of Gujarat (fee per year in rupees and seats), which the source prints without a year. Each
// answer carries its source and says the year is not given, so a page never shows the fee as this year's.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type CutoffBody, cutoffInstitutes, cutoffProgrammes, publishedFees } from "../../db/cutoffs-schema.ts";
import { institutionUpdates } from "../../db/institution-claims-schema.ts";
import { dataSources, institutions } from "../../db/institutions-schema.ts";
import { publishedFactsOf } from "../institution-facts/facts.server.ts";
import { publishedBy } from "../institution-facts/published-by.ts";

export interface PublishedFee {
  /** The college as the source printed it */
  college: string;
  /** The course as printed ("MBBS", "BDS (DENTAL)", "B.Sc. Nursing") */
  course: string;
  /** Rupees a year */
  feePerYear: number;
  seats: number | null;
  source: { name: string; url: string };
  /** "year not given by the source": what to say beside the fee */
  year: string;
}

/** A course compared without case, dots, spaces or a bracketed note: "BDS (DENTAL)" and "bds" agree. */
function courseKey(course: string): string {
  return course
    .replace(/\([^)]*\)/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

/**
 * Every published fee of each institution in `codes`, in the order the source printed them (MBBS before BDS
 * where both are): for the institution's page, compare, the brochure and the API.
 */
export async function publishedFeesOf(db: Database, codes: string[]): Promise<Map<string, PublishedFee[]>> {
  const byCode = new Map<string, PublishedFee[]>();
  if (!codes.length) return byCode;
  const rows = await db
    .select({
      code: publishedFees.institutionCode,
      college: publishedFees.college,
      course: publishedFees.course,
      feePerYear: publishedFees.feePerYear,
      seats: publishedFees.seats,
      sourceName: dataSources.name,
      sourceUrl: dataSources.url,
      sourceYear: dataSources.year,
    })
    .from(publishedFees)
    .innerJoin(dataSources, eq(dataSources.id, publishedFees.source))
    .where(inArray(publishedFees.institutionCode, codes))
    .orderBy(asc(publishedFees.id));
  for (const row of rows) {
    if (!row.code) continue;
    const fees = byCode.get(row.code) ?? [];
    // One fee per course: the first printed, as mccSeatFees reads it.
    if (fees.some((fee) => courseKey(fee.course) === courseKey(row.course))) continue;
    fees.push({
      college: row.college,
      course: row.course,
      feePerYear: row.feePerYear,
      seats: row.seats,
      source: { name: row.sourceName, url: row.sourceUrl },
      year: row.sourceYear,
    });
    byCode.set(row.code, fees);
  }
  return byCode;
}

/** A seat's published fee as the predictor shows it: rupees a year, the committee, and the year as it says it. */
export interface SeatFee {
  perYear: number;
  source: { name: string; url: string };
  year: string;
  /**
   * Set when the institution published the fee itself (decision 059) and no committee did: "Published by the
   * institution, <date>; checked by the portal <date>", said instead of the committee's name.
   */
  publishedBy?: string;
}

/**
 * The seats of these counselling bodies with a fee, keyed "instituteId-programmeId" (cutoff_institutes,
 * cutoff_programmes): MCC's with a committee's fee (a handful of Gujarat colleges' MBBS and BDS today; the first
 * row loaded wins, as in publishedFeesOf), then any body's whose institution published the course's tuition.
 */
export async function seatFees(db: Database, bodies: readonly CutoffBody[]): Promise<Map<string, SeatFee>> {
  const fees = bodies.includes("mcc") ? await mccSeatFees(db) : new Map<string, SeatFee>();
  // Where no committee gives a fee, the tuition the institution published for the course, newest year first.
  for (const [key, fee] of await institutionSeatFees(db, bodies)) if (!fees.has(key)) fees.set(key, fee);
  return fees;
}

/** MCC's seats with a committee's fee. Read whole: a few hundred fee rows against MCC's three programmes. */
async function mccSeatFees(db: Database): Promise<Map<string, SeatFee>> {
  const rows = await db
    .select({
      instituteId: cutoffInstitutes.id,
      programmeId: cutoffProgrammes.id,
      programme: cutoffProgrammes.nameAsPublished,
      course: publishedFees.course,
      feePerYear: publishedFees.feePerYear,
      sourceName: dataSources.name,
      sourceUrl: dataSources.url,
      sourceYear: dataSources.year,
    })
    .from(publishedFees)
    .innerJoin(cutoffInstitutes, eq(cutoffInstitutes.institutionCode, publishedFees.institutionCode))
    .innerJoin(cutoffProgrammes, eq(cutoffProgrammes.counselling, "mcc"))
    .innerJoin(dataSources, eq(dataSources.id, publishedFees.source))
    .where(eq(cutoffInstitutes.counselling, "mcc"))
    .orderBy(asc(publishedFees.id));
  const fees = new Map<string, SeatFee>();
  for (const row of rows) {
    const key = `${row.instituteId}-${row.programmeId}`;
    if (fees.has(key) || courseKey(row.course) !== courseKey(row.programme)) continue;
    fees.set(key, {
      perYear: row.feePerYear,
      source: { name: row.sourceName, url: row.sourceUrl },
      year: row.sourceYear,
    });
  }
  return fees;
}

/**
 * A programme's name compared across the counselling bodies' lists and what institutions type: without case,
 * punctuation or the degree before the branch ("B.E. Computer Science and Engineering" and COMEDK's "Computer
 * Science & Engineering" agree; "M.B.B.S." and "MBBS" too). A bracket is kept: "(Data Science)" is another
 * programme.
 */
function programmeKey(name: string): string {
  return name
    .replace(/&/g, " and ")
    .replace(/^\s*(b\.?\s?tech\.?|b\.?\s?e\.?|bachelor of (technology|engineering))(\s+in)?\s+/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Seats whose institution published a fee for the seat's programme (decision 059), keyed as seatFees. */
async function institutionSeatFees(db: Database, bodies: readonly CutoffBody[]): Promise<Map<string, SeatFee>> {
  const seats = await db
    .selectDistinct({
      instituteId: cutoffInstitutes.id,
      code: cutoffInstitutes.institutionCode,
      programmeId: cutoffProgrammes.id,
      programme: cutoffProgrammes.nameAsPublished,
      branch: cutoffProgrammes.branch,
      slug: institutions.slug,
    })
    .from(cutoffInstitutes)
    .innerJoin(cutoffProgrammes, eq(cutoffProgrammes.counselling, cutoffInstitutes.counselling))
    .innerJoin(institutions, eq(institutions.code, cutoffInstitutes.institutionCode))
    .innerJoin(
      institutionUpdates,
      and(
        eq(institutionUpdates.institutionCode, cutoffInstitutes.institutionCode),
        eq(institutionUpdates.status, "published"),
        eq(institutionUpdates.kind, "programme"),
      ),
    )
    .where(inArray(cutoffInstitutes.counselling, [...bodies]));
  const facts = await publishedFactsOf(db, [...new Set(seats.map((s) => s.code!))]);
  const fees = new Map<string, SeatFee>();
  for (const seat of seats) {
    // Newest academic year first (publishedFactsOf's order): the first matching course is the one to show.
    const names = [programmeKey(seat.programme), programmeKey(seat.branch)];
    const fact = facts.get(seat.code!)?.programmes.find((p) => names.includes(programmeKey(p.facts.programme)));
    if (!fact) continue;
    fees.set(`${seat.instituteId}-${seat.programmeId}`, {
      perYear: fact.facts.tuitionPerYear,
      source: { name: "the institution", url: `/college/${seat.slug}` },
      year: fact.facts.academicYear,
      publishedBy: publishedBy(fact),
    });
  }
  return fees;
}
