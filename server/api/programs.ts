// Programs over REST (SPEC.md §7): program, name (alt text), bannnerHeading, bannnerSubHeading, courseList.
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { InputError } from "../../domain/errors.ts";
import { removeProgramImage, saveProgramImage } from "../../domain/programs/program-image.server.ts";
import {
  createProgram,
  deleteProgram,
  getProgramById,
  listPrograms,
  type Program,
  updateProgram,
} from "../../domain/programs/programs.server.ts";
import { BadRequest, badInput, notFound, pageFrom, pageQuerySchema, withMessage } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { programBodySchema, programMultipartSchema, readProgramForm, readProgramParts } from "./program-form.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";
import { auditedDelete, auditedSave } from "../../domain/audit/record-change.server.ts";
import { apiActor } from "./audit-actor.ts";

const apiProgramSchema = z.object({
  _id: z.uuid(),
  image: z.string().meta({ description: "file name; the image is at /uploads/{image}" }),
  program: z.string(),
  name: z.string().meta({ description: "alternative text of the image" }),
  bannnerHeading: z.string(),
  bannnerSubHeading: z.string(),
  title: z.string(),
  courseList: z.array(
    z.object({
      _id: z.uuid(),
      course: z.string(),
      fees: z.string(),
      eligibility: z.string(),
      applicationDate: z.string(),
    }),
  ),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

function toApiProgram(p: Program) {
  return {
    _id: p.id,
    image: p.image,
    program: p.name,
    name: p.imageAlt,
    bannnerHeading: p.bannerHeading,
    bannnerSubHeading: p.bannerSubHeading,
    title: p.title,
    courseList: p.courses.map((c) => ({
      _id: c.id,
      course: c.course,
      fees: c.fees,
      eligibility: c.eligibility,
      applicationDate: c.applicationDate,
    })),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const gone = "No program with this id.";
const written = z.object({ message: z.string(), program: apiProgramSchema });

/** Re-encodes the upload; a bad image becomes a 400 on the `image` field. */
async function storeImage(db: Database, bytes: Buffer): Promise<string> {
  try {
    return await saveProgramImage(db, bytes);
  } catch (err) {
    throw err instanceof InputError ? badInput(err) : err;
  }
}

export function programOperations({ db }: ApiContext): Operation[] {
  const tag = "Programs";
  return [
    operation({
      method: "GET",
      path: "/api/admin/get_program",
      tag,
      query: pageQuerySchema,
      summary: "All programs with their course lists, oldest first",
      responses: {
        200: { description: "The programs", schema: z.object({ getAllProgram: z.array(apiProgramSchema) }) },
      },
      handler: async (req) => ({ getAllProgram: (await listPrograms(db, pageFrom(req.query))).map(toApiProgram) }),
    }),
    operation({
      method: "GET",
      path: "/api/admin/get_programbyId/:id",
      tag,
      summary: "One program",
      responses: {
        200: { description: "The program", schema: z.object({ getAllProgramById: apiProgramSchema }) },
        404: { description: "No such program", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const program = await getProgramById(db, req.params.id);
        return program ? { getAllProgramById: toApiProgram(program) } : notFound(reply, gone);
      },
    }),
    operation({
      method: "POST",
      path: "/api/admin/create_program",
      tag,
      admin: "content",
      summary: "Add a program (multipart/form-data with an image)",
      form: { "multipart/form-data": programMultipartSchema },
      readBody: readProgramParts,
      responses: {
        201: { description: "Created", schema: written },
        400: { description: "Invalid fields or image", schema: badRequestSchema },
      },
      handler: async (req, reply) => {
        const form = await readProgramForm(req);
        if (!form.image?.length) form.errors.image ??= "Please choose an image.";
        if (!form.input || !form.image?.length) throw new BadRequest(withMessage(form.errors));
        const image = await storeImage(db, form.image);
        const programInput = form.input;
        try {
          const program = (await auditedSave(db, apiActor(req), "program", undefined, getProgramById, (tx) =>
            createProgram(tx, programInput, image),
          ))!;
          return reply.code(201).send({ message: "Program submitted successfully!", program: toApiProgram(program) });
        } catch (err) {
          await removeProgramImage(db, image); // leave nothing behind
          throw err;
        }
      },
    }),
    operation({
      method: "PUT",
      path: "/api/admin/program/:id",
      tag,
      admin: "content",
      summary: "Correct a program: multipart (image optional) or JSON (courseList as a list) keeping the image",
      form: {
        "multipart/form-data": programMultipartSchema.partial({ image: true }),
        "application/json": programBodySchema,
      },
      readBody: readProgramParts,
      responses: {
        200: { description: "Updated", schema: written },
        400: { description: "Invalid fields or image", schema: badRequestSchema },
        404: { description: "No such program", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const form = await readProgramForm(req);
        if (!form.input) throw new BadRequest(withMessage(form.errors));
        if (!(await getProgramById(db, req.params.id))) return notFound(reply, gone);
        const image = form.image?.length ? await storeImage(db, form.image) : undefined;
        const programInput = form.input;
        const program = await auditedSave(db, apiActor(req), "program", req.params.id, getProgramById, (tx) =>
          updateProgram(tx, req.params.id, programInput, image),
        ).catch(async (err: unknown) => {
          if (image) await removeProgramImage(db, image);
          throw err;
        });
        if (!program) {
          if (image) await removeProgramImage(db, image);
          return notFound(reply, gone);
        }
        return { message: "Program updated successfully!", program: toApiProgram(program) };
      },
    }),
    operation({
      method: "DELETE",
      path: "/api/admin/delete_program/:id",
      tag,
      admin: "content",
      summary: "Delete a program and its image",
      responses: {
        200: { description: "Deleted", schema: messageSchema },
        404: { description: "No such program (or already deleted)", schema: messageSchema },
      },
      handler: async (req, reply) => {
        if (!(await auditedDelete(db, apiActor(req), "program", req.params.id, getProgramById, deleteProgram)))
          return notFound(reply, gone);
        return { message: "Program deleted successfully." };
      },
    }),
  ];
}
