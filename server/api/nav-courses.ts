// Nav course pages over REST (SPEC.md §7): imgpara1/imgpara2 are the API's spellings.
import { z } from "zod";
import { navCoursePageInputSchema, type NavCoursePageInput } from "../../domain/nav-courses/nav-courses.schema.ts";
import {
  createNavCoursePage,
  deleteNavCoursePage,
  listNavCoursePages,
  type NavCoursePage,
  updateNavCoursePage,
  getNavCoursePageById,
} from "../../domain/nav-courses/nav-courses.server.ts";
import { notFound, pageFrom, pageQuerySchema, renamed, unrenamed } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { badRequestSchema, messageSchema } from "./shapes.ts";
import { auditedDelete, auditedSave } from "../../domain/audit/record-change.server.ts";
import { apiActor } from "./audit-actor.ts";

const names = { imgPara1: "imgpara1", imgPara2: "imgpara2" };
const navCourseBodySchema = renamed(navCoursePageInputSchema, names);

const apiNavCourseSchema = z.object({
  _id: z.uuid(),
  pageName: z.string(),
  bannerHeading: z.string(),
  bannerText: z.string(),
  title: z.string(),
  heading: z.string(),
  subHeading: z.string(),
  imgHeading: z.string(),
  imgpara1: z.string(),
  imgpara2: z.string(),
  tableHeading: z.string(),
  tableText: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

function toApiNavCourse(p: NavCoursePage) {
  return {
    _id: p.id,
    pageName: p.pageName,
    bannerHeading: p.bannerHeading,
    bannerText: p.bannerText,
    title: p.title,
    heading: p.heading,
    subHeading: p.subHeading,
    imgHeading: p.imgHeading,
    imgpara1: p.imgPara1,
    imgpara2: p.imgPara2,
    tableHeading: p.tableHeading,
    tableText: p.tableText,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const input = (body: z.output<typeof navCourseBodySchema>) => unrenamed(body, names) as NavCoursePageInput;
const gone = "No nav course page with this id.";

export function navCourseOperations({ db }: ApiContext): Operation[] {
  const tag = "Nav course pages";
  return [
    operation({
      method: "GET",
      path: "/api/admin/get_allNavCourse",
      tag,
      summary: "All nav course pages with all eleven fields, oldest first",
      query: pageQuerySchema,
      responses: { 200: { description: "The pages", schema: z.object({ allnavCourse: z.array(apiNavCourseSchema) }) } },
      handler: async (req) => ({
        allnavCourse: (await listNavCoursePages(db, pageFrom(req.query))).map(toApiNavCourse),
      }),
    }),
    operation({
      method: "POST",
      path: "/api/admin/add_navcoursespage",
      tag,
      admin: "content",
      summary: "Create a nav course page",
      body: navCourseBodySchema,
      responses: {
        201: { description: "Created", schema: z.object({ message: z.string(), navCourse: apiNavCourseSchema }) },
        400: { description: "Invalid fields", schema: badRequestSchema },
      },
      handler: async (req, reply) => {
        const body = input(req.body);
        const page = (await auditedSave(db, apiActor(req), "nav-course", undefined, getNavCoursePageById, (tx) =>
          createNavCoursePage(tx, body),
        ))!;
        return reply.code(201).send({ message: "Course created successfully", navCourse: toApiNavCourse(page) });
      },
    }),
    operation({
      method: "PUT",
      path: "/api/admin/navcoursepage/:id",
      tag,
      admin: "content",
      summary: "Correct a nav course page",
      body: navCourseBodySchema,
      responses: {
        200: { description: "Updated", schema: z.object({ message: z.string(), navCourse: apiNavCourseSchema }) },
        400: { description: "Invalid fields", schema: badRequestSchema },
        404: { description: "No such page", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const body = input(req.body);
        const page = await auditedSave(db, apiActor(req), "nav-course", req.params.id, getNavCoursePageById, (tx) =>
          updateNavCoursePage(tx, req.params.id, body),
        );
        if (!page) return notFound(reply, gone);
        return { message: "Course updated successfully", navCourse: toApiNavCourse(page) };
      },
    }),
    operation({
      method: "DELETE",
      path: "/api/admin/delete_navcoursepage/:id",
      tag,
      admin: "content",
      summary: "Delete a nav course page",
      responses: {
        200: { description: "Deleted", schema: messageSchema },
        404: { description: "No such page (or already deleted)", schema: messageSchema },
      },
      handler: async (req, reply) => {
        if (
          !(await auditedDelete(
            db,
            apiActor(req),
            "nav-course",
            req.params.id,
            getNavCoursePageById,
            deleteNavCoursePage,
          ))
        )
          return notFound(reply, gone);
        return { message: "Nav course page deleted successfully." };
      },
    }),
  ];
}
