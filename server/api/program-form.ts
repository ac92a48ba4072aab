// Reads a program form: multipart (fields, courseList as JSON text, one `image` file) or, for corrections
// without a new image, JSON. Field names are the API's (bannnerHeading, courseList ...).
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "../../domain/programs/program-image.server.ts";
import {
  programCourseInputSchema,
  programCourseRows,
  programInputSchema,
  type ProgramInput,
} from "../../domain/programs/programs.schema.ts";
import { BadRequest, fieldErrors, renamed, unrenamed, withMessage } from "./http.ts";

const names = {
  name: "program",
  imageAlt: "name",
  bannerHeading: "bannnerHeading",
  bannerSubHeading: "bannnerSubHeading",
  courses: "courseList",
};
export const programBodySchema = renamed(programInputSchema, names, {
  courseList: programCourseRows(programCourseInputSchema),
});
export const programMultipartSchema = programBodySchema.extend({
  courseList: z.string().meta({ description: "JSON text: [{ course, fees, eligibility, applicationDate }, …]" }),
  image: z.string().meta({ format: "binary", description: "JPEG, PNG, WebP or AVIF, at most 5 MB" }),
});

declare module "fastify" {
  interface FastifyRequest {
    /** The multipart form, read whole by readProgramParts */
    programParts?: Awaited<ReturnType<typeof readMultipart>>;
  }
}

export interface ProgramForm {
  input?: ProgramInput;
  errors: Record<string, string>;
  image?: Buffer;
}

async function readMultipart(req: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  const parts = req.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 100_000 } });
  for await (const part of parts) {
    if (part.type === "field") {
      fields[part.fieldname] = part.value;
    } else if (part.fieldname !== "image") {
      await part.toBuffer().catch(() => undefined); // drain a stray file
    } else {
      try {
        image = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") throw err;
        throw new BadRequest(withMessage({ image: "The image must be at most 5 MB." }));
      }
    }
  }
  return { fields, image };
}

/** Reads a multipart program form whole (one image of at most 5 MB, a few small fields) before the request
 * queues for its turn, so a phone's slow upload holds no place in the queue while it arrives. */
export async function readProgramParts(req: FastifyRequest) {
  if (req.isMultipart()) req.programParts = await readMultipart(req);
}

function courseListFrom(value: unknown, errors: Record<string, string>): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    errors.courseList = "The course list must be JSON text: a list of { course, fees, eligibility, applicationDate }.";
    return undefined;
  }
}

/** Field errors are collected, not thrown, so a missing image and a bad field are reported together. */
export async function readProgramForm(req: FastifyRequest): Promise<ProgramForm> {
  const errors: Record<string, string> = {};
  const { fields, image } = req.isMultipart()
    ? (req.programParts ?? (await readMultipart(req)))
    : { fields: (req.body ?? {}) as Record<string, unknown>, image: undefined };
  if (typeof fields !== "object" || Array.isArray(fields))
    throw new BadRequest(withMessage({ body: "Please send a form." }));
  const courseList = courseListFrom(fields.courseList, errors);
  const result = programBodySchema.safeParse({ ...fields, courseList });
  if (!result.success) Object.assign(errors, { ...fieldErrors(result.error).errors, ...errors });
  if (!result.success || Object.keys(errors).length) return { errors, image };
  const clean = unrenamed(result.data, names) as ProgramInput;
  return { input: clean, errors, image };
}
