// College page fields over REST (SPEC.md §7): coursesDeatils, placementavg, placementhig, bannersubText and the
// rest of the API's spellings are mapped here and nowhere else.
import { z } from "zod";
import {
  collegeCourseInputSchema,
  collegeInputSchema,
  courseRows,
  type CollegeInput,
} from "../../domain/colleges/colleges.schema.ts";
import { type College, type CollegeCourseRow } from "../../domain/colleges/colleges.server.ts";
import { renamed, unrenamed } from "./http.ts";

const names = {
  name: "collegeName",
  placementAvg: "placementavg",
  placementHigh: "placementhig",
  bannerSubText: "bannersubText",
  courses: "coursesDeatils",
};
const courseNames = { id: "_id", name: "courses" };

const collegeCourseBodySchema = renamed(collegeCourseInputSchema, courseNames);
export const collegeBodySchema = renamed(collegeInputSchema, names, {
  coursesDeatils: courseRows(collegeCourseBodySchema),
});
export const collegeErrorNames = { courses: "coursesDeatils" };

export function fromApiCollege(body: z.output<typeof collegeBodySchema>): CollegeInput {
  const fields = unrenamed(body, names) as CollegeInput & { courses: Record<string, unknown>[] };
  return { ...fields, courses: fields.courses.map((c) => unrenamed(c, courseNames)) as CollegeInput["courses"] };
}

export const apiCollegeCourseSchema = z.object({
  _id: z.uuid(),
  courses: z.string(),
  fees: z.string(),
  eligibility: z.string(),
  applicationDate: z.string(),
});

export const apiCollegeSchema = z.object({
  _id: z.uuid(),
  slug: z.string(),
  collegeName: z.string(),
  subheading: z.string(),
  logo: z.string(),
  city: z.string(),
  state: z.string(),
  rank: z.number().int().nullable(),
  fee: z.string(),
  placementavg: z.string(),
  placementhig: z.string(),
  eligibility: z.string(),
  figuresAsOf: z.iso.date().nullable().meta({
    description:
      "When staff last checked rank, fee, placements and dates; the public pages show those only with this and figuresSourceUrl",
  }),
  figuresSourceUrl: z.string().nullable().meta({ description: "Where staff read them (the page links it)" }),
  demo: z.boolean().meta({ description: "Fee, placements and dates are illustrations (demo data)" }),
  institutionCode: z
    .string()
    .nullable()
    .meta({ description: "The public institution (GET /api/institutions/{aisheCode}) this page is about" }),
  coursesDeatils: z.array(apiCollegeCourseSchema),
  bannerText: z.string(),
  bannersubText: z.string(),
  heading: z.string(),
  subHeading1: z.string(),
  subHeading2: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export function toApiCollegeCourse(c: CollegeCourseRow) {
  return { _id: c.id, courses: c.name, fees: c.fees, eligibility: c.eligibility, applicationDate: c.applicationDate };
}

export function toApiCollege(c: College) {
  return {
    _id: c.id,
    slug: c.slug,
    collegeName: c.name,
    subheading: c.subheading,
    logo: c.logo,
    city: c.city,
    state: c.state,
    rank: c.rank,
    fee: c.fee,
    placementavg: c.placementAvg,
    placementhig: c.placementHigh,
    eligibility: c.eligibility,
    figuresAsOf: c.figuresAsOf,
    figuresSourceUrl: c.figuresSourceUrl,
    demo: c.demo,
    institutionCode: c.institutionCode,
    coursesDeatils: c.courses.map(toApiCollegeCourse),
    bannerText: c.bannerText,
    bannersubText: c.bannerSubText,
    heading: c.heading,
    subHeading1: c.subHeading1,
    subHeading2: c.subHeading2,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
