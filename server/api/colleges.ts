// The college page calls of SPEC.md §7: reads are public, writes need an admin.
import { z } from "zod";
import { InputError } from "../../domain/errors.ts";
import {
  createCollege,
  deleteCollege,
  getCollegeById,
  getCollegeByIdOrSlug,
  listColleges,
  updateCollege,
} from "../../domain/colleges/colleges.server.ts";
import {
  apiCollegeCourseSchema,
  apiCollegeSchema,
  collegeBodySchema,
  collegeErrorNames,
  fromApiCollege,
  toApiCollege,
  toApiCollegeCourse,
} from "./college-fields.ts";
import { badInput, notFound, pageFrom, pageQuerySchema } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";
import { apiActor } from "./audit-actor.ts";

const gone = "No college page with this id.";
const list = (key: string) => z.object({ [key]: z.array(apiCollegeSchema) });
const filterText = z.string().trim().max(100, "Please keep this under 100 characters.").optional();
const byCourseAndCityQuery = z.object({ state: filterText, course: filterText, ...pageQuerySchema.shape });
const written = z.object({ message: z.string(), collegePage: apiCollegeSchema });

async function checked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw err instanceof InputError ? badInput(err, collegeErrorNames) : err;
  }
}

export function collegeOperations({ db }: ApiContext): Operation[] {
  const tag = "College pages";
  return [
    operation({
      method: "GET",
      path: "/api/admin/get_collegespage",
      tag,
      query: pageQuerySchema,
      summary: "All college pages with their courses, by rank then name",
      responses: { 200: { description: "The colleges", schema: list("collegePages") } },
      handler: async (req) => ({ collegePages: (await listColleges(db, {}, pageFrom(req.query))).map(toApiCollege) }),
    }),
    operation({
      method: "GET",
      path: "/api/admin/get_collegespage/:state",
      tag,
      query: pageQuerySchema,
      summary: "The college pages of one state (any letter case)",
      responses: { 200: { description: "The colleges", schema: list("collegePagesByState") } },
      handler: async (req) => {
        const rows = await listColleges(db, { state: req.params.state }, pageFrom(req.query));
        return { collegePagesByState: rows.map(toApiCollege) };
      },
    }),
    operation({
      method: "GET",
      path: "/api/admin/get_collegespageByCourse/:courseName",
      tag,
      query: pageQuerySchema,
      summary: "Colleges offering a course; btech, B.Tech and B. Tech are the same course",
      responses: { 200: { description: "The colleges (empty when none)", schema: list("collegesByCourseName") } },
      handler: async (req) => {
        const rows = await listColleges(db, { course: req.params.courseName }, pageFrom(req.query));
        return { collegesByCourseName: rows.map(toApiCollege) };
      },
    }),
    operation({
      method: "GET",
      path: "/api/admin/get_collegespageByCourseAndcity",
      tag,
      query: byCourseAndCityQuery,
      summary: "Colleges of a state that offer a course (either filter may be left out)",
      responses: {
        200: { description: "The colleges", schema: list("collegesByCourseName") },
        400: { description: "Invalid query", schema: badRequestSchema },
      },
      handler: async (req) => {
        const { state, course } = req.query;
        const rows = await listColleges(db, { state, course }, pageFrom(req.query));
        return { collegesByCourseName: rows.map(toApiCollege) };
      },
    }),
    operation({
      method: "GET",
      path: "/api/admin/getSingle_collegespage/:id",
      tag,
      summary: "One college page (by id, or by its slug)",
      responses: {
        200: { description: "The college page itself", schema: apiCollegeSchema },
        404: { description: "No such college", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const college = await getCollegeByIdOrSlug(db, req.params.id);
        return college ? toApiCollege(college) : notFound(reply, gone);
      },
    }),
    operation({
      method: "GET",
      path: "/api/admin/college_page_course_details/:id",
      tag,
      summary: "The course list of one college page",
      responses: {
        200: {
          description: "The courses",
          schema: z.object({
            pageCourseDetails: z.object({
              _id: z.uuid(),
              collegeName: z.string(),
              coursesDeatils: z.array(apiCollegeCourseSchema),
            }),
          }),
        },
        404: { description: "No such college", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const c = await getCollegeById(db, req.params.id);
        if (!c) return notFound(reply, gone);
        return {
          pageCourseDetails: { _id: c.id, collegeName: c.name, coursesDeatils: c.courses.map(toApiCollegeCourse) },
        };
      },
    }),
    operation({
      method: "POST",
      path: "/api/admin/create_collegespage",
      tag,
      admin: "content",
      summary: "Add a college page with its courses",
      body: collegeBodySchema,
      responses: {
        201: { description: "Created", schema: written },
        400: { description: "Invalid fields", schema: badRequestSchema },
      },
      handler: async (req, reply) => {
        const college = await createCollege(db, fromApiCollege(req.body), apiActor(req));
        return reply
          .code(201)
          .send({ message: "College page added successfully!", collegePage: toApiCollege(college) });
      },
    }),
    operation({
      method: "PUT",
      path: "/api/admin/collegespage/:id",
      tag,
      admin: "content",
      summary: "Correct a college page; course rows with an _id keep their streams, rows left out are removed",
      body: collegeBodySchema,
      responses: {
        200: { description: "Updated", schema: written },
        400: { description: "Invalid fields", schema: badRequestSchema },
        404: { description: "No such college", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const input = fromApiCollege(req.body);
        const college = await checked(() => updateCollege(db, req.params.id, input, apiActor(req)));
        if (!college) return notFound(reply, gone);
        return { message: "College page updated successfully!", collegePage: toApiCollege(college) };
      },
    }),
    operation({
      method: "DELETE",
      path: "/api/admin/delete_collegespage/:id",
      tag,
      admin: "content",
      summary: "Delete a college page with its courses and streams",
      responses: {
        200: { description: "Deleted", schema: messageSchema },
        404: { description: "No such college (or already deleted)", schema: messageSchema },
      },
      handler: async (req, reply) => {
        if (!(await deleteCollege(db, req.params.id, apiActor(req)))) return notFound(reply, gone);
        return { message: "College page deleted successfully." };
      },
    }),
  ];
}
