// Streams over REST (SPEC.md §7): streamsName and streamsFee are the API's spellings.
import { z } from "zod";
import { InputError } from "../../domain/errors.ts";
import { streamInputSchema, type StreamInput } from "../../domain/streams/streams.schema.ts";
import {
  createStream,
  deleteStream,
  listStreams,
  listStreamsOfCourse,
  type Stream,
  updateStream,
  getStreamById,
} from "../../domain/streams/streams.server.ts";
import { badInput, notFound, pageFrom, pageQuerySchema, renamed, unrenamed } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";
import { auditedDelete, auditedSave } from "../../domain/audit/record-change.server.ts";
import { apiActor } from "./audit-actor.ts";

const names = { name: "streamsName", fee: "streamsFee" };
const streamBodySchema = renamed(streamInputSchema, names).extend({
  courseName: z.string().max(200).optional().meta({ description: "Ignored: the stream shows its course's own name." }),
});

const apiStreamSchema = z.object({
  _id: z.uuid(),
  collegeId: z.uuid(),
  courseId: z.uuid(),
  collegeName: z.string(),
  courseName: z.string(),
  streamsName: z.string(),
  streamsFee: z.string(),
  applicationDate: z.iso.date(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

function toApiStream(s: Stream) {
  return {
    _id: s.id,
    collegeId: s.collegeId,
    courseId: s.courseId,
    collegeName: s.collegeName,
    courseName: s.courseName,
    streamsName: s.name,
    streamsFee: s.fee,
    applicationDate: s.applicationDate,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

function input(body: z.output<typeof streamBodySchema>): StreamInput {
  const { courseName: _ignored, ...fields } = body;
  return unrenamed(fields, names) as StreamInput;
}

/** Runs a write, turning "course not of this college" into a 400 on the API's field names. */
async function checked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw err instanceof InputError ? badInput(err, names) : err;
  }
}

const gone = "No stream with this id.";
const streamAnswer = z.object({ message: z.string(), stream: apiStreamSchema });

export function streamOperations({ db }: ApiContext): Operation[] {
  const tag = "Streams";
  return [
    operation({
      method: "GET",
      path: "/api/admin/getall_streams",
      tag,
      summary: "All streams, oldest first (a bare JSON array)",
      query: pageQuerySchema,
      responses: { 200: { description: "The streams", schema: z.array(apiStreamSchema) } },
      handler: async (req) => (await listStreams(db, pageFrom(req.query))).map(toApiStream),
    }),
    operation({
      method: "GET",
      path: "/api/admin/get_streams_by_courseId/:collegeid/:courseid",
      tag,
      summary: "The streams of one course of one college (empty when none)",
      query: pageQuerySchema,
      responses: { 200: { description: "The streams", schema: z.object({ streams: z.array(apiStreamSchema) }) } },
      handler: async (req) => {
        const { collegeid, courseid } = req.params;
        return { streams: (await listStreamsOfCourse(db, collegeid, courseid, pageFrom(req.query))).map(toApiStream) };
      },
    }),
    operation({
      method: "POST",
      path: "/api/admin/streams",
      tag,
      admin: "content",
      summary: "Add a stream to a course of a college",
      body: streamBodySchema,
      responses: {
        201: { description: "Created", schema: streamAnswer },
        400: { description: "Invalid fields, or the course is not the college's", schema: badRequestSchema },
      },
      handler: async (req, reply) => {
        const body = input(req.body);
        const stream = (await auditedSave(db, apiActor(req), "stream", undefined, getStreamById, (tx) =>
          checked(() => createStream(tx, body)),
        ))!;
        return reply.code(201).send({ message: "Stream added successfully!", stream: toApiStream(stream) });
      },
    }),
    operation({
      method: "PUT",
      path: "/api/admin/stream/:id",
      tag,
      admin: "content",
      summary: "Correct a stream",
      body: streamBodySchema,
      responses: {
        200: { description: "Updated", schema: streamAnswer },
        400: { description: "Invalid fields", schema: badRequestSchema },
        404: { description: "No such stream", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const body = input(req.body);
        const stream = await auditedSave(db, apiActor(req), "stream", req.params.id, getStreamById, (tx) =>
          checked(() => updateStream(tx, req.params.id, body)),
        );
        if (!stream) return notFound(reply, gone);
        return { message: "Stream updated successfully!", stream: toApiStream(stream) };
      },
    }),
    operation({
      method: "DELETE",
      path: "/api/admin/delete_stream/:id",
      tag,
      admin: "content",
      summary: "Delete a stream",
      responses: {
        200: { description: "Deleted", schema: messageSchema },
        404: { description: "No such stream (or already deleted)", schema: messageSchema },
      },
      handler: async (req, reply) => {
        if (!(await auditedDelete(db, apiActor(req), "stream", req.params.id, getStreamById, deleteStream)))
          return notFound(reply, gone);
        return { message: "Stream deleted successfully." };
      },
    }),
  ];
}
