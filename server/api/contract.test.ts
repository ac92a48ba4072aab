// The API's contract with its clients: every call of SPEC.md §7 is in /api/openapi.json, keeps the spec's
// spellings there, and every answer it documents (each status, each content type) is given by the real app
// and matches the document's JSON Schema (ajv, draft 2020-12, as OpenAPI 3.1 speaks it). A handler whose
// answer drifts from its schema fails here (its answer becomes an undocumented 500), and so does a document
// that drifts from what the calls answer.
import sharp from "sharp";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins } from "../../db/schema.ts";
import { hashPassword } from "../../domain/admins/admins.server.ts";
import { createSession } from "../../domain/admins/sessions.server.ts";
import { collegeBody, leadBody, navCourseBody, programCourses, programFields } from "../../tests/support/api-bodies.ts";
import {
  ADMIN,
  freshAddress,
  openTestApi,
  signIn,
  SPEC_CALLS,
  type SignedIn,
  type TestApi,
} from "../../tests/support/api.ts";

type Call = (typeof SPEC_CALLS)[number];

type JsonSchema = Record<string, unknown>;
/** An answer's body, once it has passed its documented schema */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let api: TestApi;
let admin: SignedIn;
let doc: OpenApiDocument;
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
/** "get /api/admin/get_programbyId/{id}" → the statuses seen, each checked against the document */
const seen = new Map<string, Set<string>>();

beforeAll(async () => {
  api = await openTestApi({ FORM_SUBMISSIONS_PER_MINUTE: "3" });
  admin = await signIn(api.app);
  const res = await api.app.inject("/api/openapi.json");
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => api.close());

function documented(call: string): OpenApiOperation {
  const [method, path] = call.split(" ");
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${call} is not in /api/openapi.json`);
  return op;
}

/** Checks an answer against what the document says `call` answers with its status, and records it. */
function expectDocumented(call: Call, res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, `${call}: ${res.body}`).toBe(status);
  const answer = documented(call).responses[String(status)];
  expect(answer, `${call} does not document ${status}`).toBeDefined();
  const mediaType = String(res.headers["content-type"]).split(";")[0].trim();
  const schema = answer.content?.[mediaType]?.schema;
  expect(schema, `${call} ${status} documents no ${mediaType} body`).toBeDefined();
  const validate = ajv.compile(schema!);
  const body: unknown = res.json();
  expect(validate(body), `${call} ${status}: ${ajv.errorsText(validate.errors)}\n${res.body}`).toBe(true);
  if (!seen.has(call)) seen.set(call, new Set());
  seen.get(call)!.add(String(status));
  return body as Json;
}

/** A multipart program form as a browser sends it. */
async function programForm(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "campus.jpg");
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type")! };
}

const NUL = "?q=%00";
const GONE = "00000000-0000-4000-8000-000000000000";

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every path and method of SPEC.md §7", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const call of SPEC_CALLS) expect(() => documented(call), call).not.toThrow();
  });

  it("keeps the spec's spellings in the documented schemas", () => {
    const answer = (call: Call, status = "200") =>
      JSON.stringify(documented(call).responses[status].content!["application/json"].schema);
    const body = (call: Call, type = "application/json") =>
      JSON.stringify(documented(call).requestBody!.content[type].schema);
    const spellings: [string, string][] = [
      [answer("get /api/admin/get_cardslider"), "allCardslider"],
      [answer("get /api/admin/get_cardslider"), "cardCollageTitle"],
      [body("post /api/admin/create_cardslider"), "cardCollageTitle"],
      [body("post /api/admin/create_cardslider"), "linkname3"],
      [answer("get /api/admin/get_program"), "getAllProgram"],
      [answer("get /api/admin/get_programbyId/{id}"), "getAllProgramById"],
      [answer("get /api/admin/get_programbyId/{id}"), "bannnerHeading"],
      [answer("get /api/admin/get_programbyId/{id}"), "bannnerSubHeading"],
      [answer("get /api/admin/get_programbyId/{id}"), "courseList"],
      [body("post /api/admin/create_program", "multipart/form-data"), "bannnerHeading"],
      [body("post /api/admin/create_program", "multipart/form-data"), "bannnerSubHeading"],
      [answer("get /api/admin/get_collegespage"), "collegePages"],
      [answer("get /api/admin/get_collegespage"), "coursesDeatils"],
      [answer("get /api/admin/get_collegespage"), "placementavg"],
      [answer("get /api/admin/get_collegespage"), "placementhig"],
      [answer("get /api/admin/get_collegespage"), "bannersubText"],
      [answer("get /api/admin/get_collegespage/{state}"), "collegePagesByState"],
      [answer("get /api/admin/get_collegespageByCourse/{courseName}"), "collegesByCourseName"],
      [answer("get /api/admin/get_collegespageByCourseAndcity"), "collegesByCourseName"],
      [answer("get /api/admin/college_page_course_details/{id}"), "pageCourseDetails"],
      [answer("get /api/admin/college_page_course_details/{id}"), "coursesDeatils"],
      [body("post /api/admin/create_collegespage"), "coursesDeatils"],
      [answer("get /api/admin/get_allNavCourse"), "allnavCourse"],
      [answer("get /api/admin/get_allNavCourse"), "imgpara1"],
      [body("post /api/admin/add_navcoursespage"), "imgpara2"],
      [answer("get /api/admin/get_streams_by_courseId/{collegeid}/{courseid}"), "streamsName"],
      [answer("get /api/admin/getall_streams"), "streamsFee"],
      [body("post /api/admin/streams"), "streamsName"],
      [answer("get /api/user/getall_leads"), "leadData"],
    ];
    for (const [schema, name] of spellings) expect(schema).toContain(`"${name}"`);
  });
});

describe("every documented answer of SPEC.md §7's calls", () => {
  const ids = { college: "", course: "", stream: "", navCourse: "", card: "", program: "" };

  it("admin sign-in: 200, 400, 401, 429", async () => {
    const call = "post /api/admin/admin_login";
    const url = "/api/admin/admin_login";
    const ok = expectDocumented(
      call,
      await api.app.inject({ method: "POST", url, payload: ADMIN, remoteAddress: freshAddress() }),
      200,
    );
    expect(ok.token).toBeTruthy();
    expectDocumented(call, await api.app.inject({ method: "POST", url, payload: { username: ADMIN.username } }), 400);
    expectDocumented(
      call,
      await api.app.inject({ method: "POST", url, payload: "[]", headers: { "content-type": "application/json" } }),
      400,
    );
    const address = freshAddress();
    const wrong = { username: ADMIN.username, password: "not the password" };
    expectDocumented(call, await api.app.inject({ method: "POST", url, payload: wrong, remoteAddress: address }), 401);
    let res = await api.app.inject({ method: "POST", url, payload: wrong, remoteAddress: address });
    for (let i = 0; i < 10 && res.statusCode !== 429; i++) {
      res = await api.app.inject({ method: "POST", url, payload: wrong, remoteAddress: address });
    }
    expectDocumented(call, res, 429);
  });

  it("creating: 201, 400 (fields and a non-object body), 401", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#1e40af" } })
      .jpeg()
      .toBuffer();
    const writes: { call: Call; url: string; valid: unknown; invalid: unknown; key: string; id: keyof typeof ids }[] = [
      {
        call: "post /api/admin/create_collegespage",
        url: "/api/admin/create_collegespage",
        valid: collegeBody(),
        invalid: collegeBody("Shivaji Institute", { coursesDeatils: [{ courses: "B.Tech" }] }),
        key: "collegePage",
        id: "college",
      },
      {
        call: "post /api/admin/add_navcoursespage",
        url: "/api/admin/add_navcoursespage",
        valid: navCourseBody,
        invalid: { ...navCourseBody, imgpara1: "" },
        key: "navCourse",
        id: "navCourse",
      },
      {
        call: "post /api/admin/create_cardslider",
        url: "/api/admin/create_cardslider",
        valid: {
          cardName: "LAW",
          cardCollageTitle: "National Law School",
          linkname1: "llb",
          linkname2: "llm",
          linkname3: "clat",
        },
        invalid: { cardName: "Cooking", cardCollageTitle: "" },
        key: "cardSlider",
        id: "card",
      },
    ];
    for (const w of writes) {
      const created = expectDocumented(
        w.call,
        await api.app.inject({ method: "POST", url: w.url, payload: w.valid as object, headers: admin.headers }),
        201,
      );
      ids[w.id] = created[w.key]._id;
      const bad = { method: "POST" as const, url: w.url, headers: admin.headers };
      const fields = expectDocumented(w.call, await api.app.inject({ ...bad, payload: w.invalid as object }), 400);
      expect(Object.keys(fields.errors).length).toBeGreaterThan(0);
      const notObject = await api.app.inject({
        ...bad,
        payload: "42",
        headers: { ...admin.headers, "content-type": "application/json" },
      });
      expect(expectDocumented(w.call, notObject, 400).errors).toEqual({ body: "Please send a JSON object." });
      expectDocumented(w.call, await api.app.inject({ method: "POST", url: w.url, payload: w.valid as object }), 401);
    }
    ids.course = (
      await api.app.inject(`/api/admin/getSingle_collegespage/${ids.college}`)
    ).json().coursesDeatils[0]._id;

    const stream = "post /api/admin/streams";
    const streamBody = {
      collegeId: ids.college,
      courseId: ids.course,
      courseName: "B.Tech",
      streamsName: "Computer Science",
      streamsFee: "₹1,40,000",
      applicationDate: "2025-05-31",
    };
    const post = (payload: object, headers: Record<string, string> = admin.headers) =>
      api.app.inject({ method: "POST", url: "/api/admin/streams", payload, headers });
    ids.stream = expectDocumented(stream, await post(streamBody), 201).stream._id;
    expectDocumented(stream, await post({ ...streamBody, applicationDate: "31 May" }), 400);
    expectDocumented(stream, await post({ ...streamBody, courseId: GONE }), 400);
    expectDocumented(stream, await post(streamBody, {}), 401);

    const program = "post /api/admin/create_program";
    const fields = { ...programFields, courseList: JSON.stringify(programCourses) };
    const upload = async (form: Awaited<ReturnType<typeof programForm>>, headers = admin.headers) =>
      api.app.inject({
        method: "POST",
        url: "/api/admin/create_program",
        payload: form.payload,
        headers: { ...headers, "content-type": form.type },
      });
    ids.program = expectDocumented(program, await upload(await programForm(fields, jpeg)), 201).program._id;
    expectDocumented(program, await upload(await programForm(fields)), 400);
    expectDocumented(program, await upload(await programForm({ ...fields, courseList: "not json" }, jpeg)), 400);
    expectDocumented(program, await upload(await programForm(fields, jpeg), {}), 401);
  });

  it("enquiries: 201, 400, 429", async () => {
    const call = "post /api/user/lead_data";
    const address = freshAddress();
    const send = (payload: object) =>
      api.app.inject({ method: "POST", url: "/api/user/lead_data", payload, remoteAddress: address });
    expectDocumented(call, await send(leadBody), 201);
    expectDocumented(call, await send({ ...leadBody, phone: "12345" }), 400);
    let res = await send({ ...leadBody, email: "again@example.in" });
    for (let i = 0; i < 5 && res.statusCode !== 429; i++)
      res = await send({ ...leadBody, email: `more${i}@example.in` });
    expectDocumented(call, res, 429);
  });

  it("public reads: 200, 400 (paging, filters, a refused address), 404", async () => {
    const reads: [Call, string][] = [
      ["get /api/admin/get_cardslider", "/api/admin/get_cardslider"],
      ["get /api/admin/get_program", "/api/admin/get_program"],
      ["get /api/admin/get_collegespage", "/api/admin/get_collegespage"],
      ["get /api/admin/get_collegespage/{state}", "/api/admin/get_collegespage/maharashtra"],
      ["get /api/admin/get_collegespageByCourse/{courseName}", "/api/admin/get_collegespageByCourse/B.%20Tech"],
      [
        "get /api/admin/get_collegespageByCourseAndcity",
        "/api/admin/get_collegespageByCourseAndcity?state=Maharashtra&course=btech",
      ],
      ["get /api/admin/getSingle_collegespage/{id}", `/api/admin/getSingle_collegespage/${ids.college}`],
      ["get /api/admin/college_page_course_details/{id}", `/api/admin/college_page_course_details/${ids.college}`],
      [
        "get /api/admin/get_streams_by_courseId/{collegeid}/{courseid}",
        `/api/admin/get_streams_by_courseId/${ids.college}/${ids.course}`,
      ],
      ["get /api/admin/get_allNavCourse", "/api/admin/get_allNavCourse"],
      ["get /api/admin/get_programbyId/{id}", `/api/admin/get_programbyId/${ids.program}`],
      ["get /api/admin/getall_streams", "/api/admin/getall_streams"],
    ];
    for (const [call, url] of reads) {
      const body = expectDocumented(call, await api.app.inject(url), 200);
      // Something real came back, not an empty list that any array schema accepts.
      expect(JSON.stringify(body), call).toMatch(/"_id"/);
      // Kept answers are the same answers.
      expectDocumented(call, await api.app.inject(url), 200);
      expectDocumented(call, await api.app.inject(url.split("?")[0] + NUL), 400);
      if (documented(call).responses["404"]) {
        expectDocumented(call, await api.app.inject(url.replace(/[^/]+$/, GONE)), 404);
      }
      if (documented(call).parameters?.some((p) => p.name === "page")) {
        const page0 = await api.app.inject(url.includes("?") ? `${url}&page=0` : `${url}?page=0`);
        expect(expectDocumented(call, page0, 400).errors).toEqual({ page: "page starts at 1." });
      }
    }
    const tooLong = `/api/admin/get_collegespageByCourseAndcity?state=${"x".repeat(101)}`;
    const byCity = expectDocumented(
      "get /api/admin/get_collegespageByCourseAndcity",
      await api.app.inject(tooLong),
      400,
    );
    expect(byCity.errors).toEqual({ state: "Please keep this under 100 characters." });
  });

  it("leads for staff: 200, 400, 401", async () => {
    const call = "get /api/user/getall_leads";
    const leads = expectDocumented(
      call,
      await api.app.inject({ url: "/api/user/getall_leads", headers: admin.bearer }),
      200,
    );
    expect(leads.leadData.length).toBeGreaterThan(0);
    const bad = await api.app.inject({ url: "/api/user/getall_leads?limit=101", headers: admin.bearer });
    expect(expectDocumented(call, bad, 400).errors).toEqual({ limit: "limit must be at most 100." });
    expectDocumented(
      call,
      await api.app.inject({ url: "/api/user/getall_leads", headers: admin.bearer, query: { x: "\0" } }),
      400,
    );
    expectDocumented(call, await api.app.inject("/api/user/getall_leads"), 401);
  });

  it("deleting: 200, then 404, a refused address 400, and 401 without a session", async () => {
    const deletes: [Call, string][] = [
      ["delete /api/admin/delete_stream/{id}", `/api/admin/delete_stream/${ids.stream}`],
      ["delete /api/admin/delete_collegespage/{id}", `/api/admin/delete_collegespage/${ids.college}`],
      ["delete /api/admin/delete_navcoursepage/{id}", `/api/admin/delete_navcoursepage/${ids.navCourse}`],
      ["delete /api/admin/delete_slider/{id}", `/api/admin/delete_slider/${ids.card}`],
      ["delete /api/admin/delete_program/{id}", `/api/admin/delete_program/${ids.program}`],
    ];
    for (const [call, url] of deletes) {
      expectDocumented(call, await api.app.inject({ method: "DELETE", url }), 401);
      expectDocumented(call, await api.app.inject({ method: "DELETE", url: url + NUL, headers: admin.headers }), 400);
      expectDocumented(call, await api.app.inject({ method: "DELETE", url, headers: admin.headers }), 200);
      expectDocumented(call, await api.app.inject({ method: "DELETE", url, headers: admin.headers }), 404);
    }
  });

  it("answers 403 to a staff role without the call's permission", async () => {
    const passwordHash = await hashPassword("a long enough password");
    const [moderator] = await api.database.db
      .insert(admins)
      .values({ email: "moderator@contract.example.in", passwordHash, role: "moderator" })
      .returning({ id: admins.id });
    const { token } = await createSession(api.database.db, moderator.id);
    for (const call of SPEC_CALLS.filter((c) => documented(c).responses["403"])) {
      const [method, path] = call.split(" ");
      const url = path.replace(/\{\w+\}/g, GONE);
      const res = await api.app.inject({
        method: method.toUpperCase() as "GET",
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expectDocumented(call, res, 403);
    }
  });

  it("has given every answer each call documents", () => {
    const missing = SPEC_CALLS.flatMap((call) =>
      Object.keys(documented(call).responses)
        .filter((status) => !seen.get(call)?.has(status))
        .map((status) => `${call} ${status}`),
    );
    expect(missing).toEqual([]);
  });
});
