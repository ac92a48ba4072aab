import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collegeCourses, streams } from "../../db/schema.ts";
import { collegeBody } from "../../tests/support/api-bodies.ts";
import { expectAdminOnly, openTestApi, signIn, type SignedIn, type TestApi } from "../../tests/support/api.ts";

let api: TestApi;
let admin: SignedIn;
const ids: Record<string, string> = {};

const create = (body: unknown) =>
  api.app.inject({
    method: "POST",
    url: "/api/admin/create_collegespage",
    payload: body as object,
    headers: admin.headers,
  });

beforeAll(async () => {
  api = await openTestApi();
  admin = await signIn(api.app);
  for (const [key, body] of Object.entries({
    pune: collegeBody(),
    delhi: collegeBody("Yamuna College of Engineering", {
      city: "New Delhi",
      state: "Delhi",
      rank: 3,
      coursesDeatils: [{ courses: "B. Tech", fees: "₹90,000", eligibility: "JEE", applicationDate: "2025-06-01" }],
    }),
    arts: collegeBody("Ganga Arts College", {
      state: "maharashtra",
      rank: null,
      coursesDeatils: [{ courses: "BA", fees: "₹20,000", eligibility: "10+2", applicationDate: "2025-06-01" }],
    }),
  })) {
    const res = await create(body);
    if (res.statusCode !== 201) throw new Error(res.body);
    ids[key] = res.json().collegePage._id;
  }
});
afterAll(() => api.close());

describe("college page reads", () => {
  it("lists every college by rank then name, with coursesDeatils", async () => {
    const res = await api.app.inject("/api/admin/get_collegespage");
    expect(res.statusCode).toBe(200);
    const pages = res.json().collegePages;
    expect(pages.map((c: { _id: string }) => c._id)).toEqual([ids.delhi, ids.pune, ids.arts]);
    expect(pages[1]).toMatchObject({
      placementavg: "₹6 LPA",
      placementhig: "₹24 LPA",
      bannersubText: "Apply before 31 May",
    });
    expect(pages[1].coursesDeatils[0]).toMatchObject({ _id: expect.any(String), courses: "B.Tech", fees: "₹1,20,000" });
    const paged = await api.app.inject("/api/admin/get_collegespage?page=1&limit=1");
    expect(paged.json().collegePages).toHaveLength(1);
  });

  it("filters by state without regard to case", async () => {
    const res = await api.app.inject("/api/admin/get_collegespage/MAHARASHTRA");
    expect(res.json().collegePagesByState.map((c: { _id: string }) => c._id)).toEqual([ids.pune, ids.arts]);
    const none = await api.app.inject("/api/admin/get_collegespage/Atlantis");
    expect(none.json()).toEqual({ collegePagesByState: [] });
  });

  it.each(["btech", "B.Tech", "B.%20Tech", "BTECH"])(
    "finds colleges by course %s, ignoring case and punctuation",
    async (name) => {
      const res = await api.app.inject(`/api/admin/get_collegespageByCourse/${name}`);
      expect(res.json().collegesByCourseName.map((c: { _id: string }) => c._id)).toEqual([ids.delhi, ids.pune]);
    },
  );

  it("answers an empty list for a course nobody offers", async () => {
    const res = await api.app.inject("/api/admin/get_collegespageByCourse/astrophysics");
    expect(res.json()).toEqual({ collegesByCourseName: [] });
  });

  it("filters by state and course together", async () => {
    const res = await api.app.inject("/api/admin/get_collegespageByCourseAndcity?state=maharashtra&course=b.tech");
    expect(res.json().collegesByCourseName.map((c: { _id: string }) => c._id)).toEqual([ids.pune]);
    const stateOnly = await api.app.inject("/api/admin/get_collegespageByCourseAndcity?state=Delhi");
    expect(stateOnly.json().collegesByCourseName).toHaveLength(1);
    const tooLong = await api.app.inject(`/api/admin/get_collegespageByCourseAndcity?state=${"x".repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it("gives one college page as the body itself, by id or slug", async () => {
    const res = await api.app.inject(`/api/admin/getSingle_collegespage/${ids.pune}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: ids.pune, collegeName: "Shivaji Institute of Technology", rank: 12 });
    const bySlug = await api.app.inject(`/api/admin/getSingle_collegespage/${res.json().slug}`);
    expect(bySlug.json()._id).toBe(ids.pune);
  });

  it("gives a college's course details", async () => {
    const res = await api.app.inject(`/api/admin/college_page_course_details/${ids.pune}`);
    expect(res.json().pageCourseDetails).toMatchObject({
      _id: ids.pune,
      collegeName: "Shivaji Institute of Technology",
    });
    expect(res.json().pageCourseDetails.coursesDeatils.map((c: { courses: string }) => c.courses)).toEqual([
      "B.Tech",
      "MBA",
    ]);
  });

  it.each(["getSingle_collegespage", "college_page_course_details"])(
    "%s: unknown or malformed id is a 404",
    async (call) => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "garbage", "%00"]) {
        const res = await api.app.inject(`/api/admin/${call}/${id}`);
        expect([400, 404]).toContain(res.statusCode);
        expect(res.json().message).toBe(
          res.statusCode === 404 ? "No college page with this id." : "The address contains an invalid character.",
        );
      }
    },
  );
});

describe("college page writes", () => {
  it("gives a second college of the same name its own slug", async () => {
    const res = await create(collegeBody("Shivaji Institute of Technology", { city: "Satara" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("College page added successfully!");
    expect(res.json().collegePage.slug).toBe("shivaji-institute-of-technology-2");
    ids.twin = res.json().collegePage._id;
  });

  it("gives colleges of one name saved at the same moment each their own slug", async () => {
    const results = await Promise.all([1, 2, 3].map(() => create(collegeBody("Tapti Engineering College"))));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const slugs = results.map((r) => r.json().collegePage.slug).sort();
    expect(slugs).toEqual(["tapti-engineering-college", "tapti-engineering-college-2", "tapti-engineering-college-3"]);
  });

  const required = [
    "collegeName",
    "state",
    "city",
    "fee",
    "placementavg",
    "placementhig",
    "bannerText",
    "bannersubText",
    "heading",
    "subHeading1",
    "subHeading2",
  ];
  it.each(required)("requires %s", async (field) => {
    const res = await create(collegeBody("X", { [field]: "" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe("This field is required");
  });

  it.each(["courses", "fees", "eligibility", "applicationDate"])("requires %s in every course row", async (field) => {
    const body = collegeBody();
    const rows = [body.coursesDeatils[0], { ...body.coursesDeatils[1], [field]: " " }];
    const res = await create({ ...body, coursesDeatils: rows });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([`coursesDeatils.1.${field}`]);
  });

  it("requires at least one course, a whole-number rank and a safe logo address", async () => {
    const res = await create(collegeBody("X", { coursesDeatils: [], rank: "first", logo: "javascript:alert(1)" }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["coursesDeatils", "logo", "rank"]);
  });

  it("records when and where staff read the figures, and says a page without them is not a demo", async () => {
    const res = await create(
      collegeBody("Krishna College of Commerce", {
        figuresAsOf: "2026-11-02",
        figuresSourceUrl: "https://krishna.example.ac.in/fees",
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().collegePage).toMatchObject({
      figuresAsOf: "2026-11-02",
      figuresSourceUrl: "https://krishna.example.ac.in/fees",
      demo: false,
      institutionCode: null,
    });
    const bad = await create(collegeBody("X", { figuresAsOf: "soon", figuresSourceUrl: "ftp://x" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      figuresAsOf: "Please enter a real date (YYYY-MM-DD).",
      figuresSourceUrl: "The source must be a web address starting with https://.",
    });
  });

  it("corrects a college with PUT, keeping the streams of the courses it keeps", async () => {
    const page = (await api.app.inject(`/api/admin/getSingle_collegespage/${ids.pune}`)).json();
    const [btech, mba] = page.coursesDeatils;
    const stream = await api.app.inject({
      method: "POST",
      url: "/api/admin/streams",
      headers: admin.headers,
      payload: {
        collegeId: ids.pune,
        courseId: btech._id,
        streamsName: "Computer Science",
        streamsFee: "₹1,30,000",
        applicationDate: "2025-05-31",
      },
    });
    expect(stream.statusCode).toBe(201);
    const res = await api.app.inject({
      method: "PUT",
      url: `/api/admin/collegespage/${ids.pune}`,
      headers: admin.headers,
      payload: collegeBody("Shivaji Institute of Technology, Pune", {
        coursesDeatils: [
          { ...btech, fees: "₹1,25,000" },
          { courses: "M.Tech", fees: "₹1,00,000", eligibility: "GATE", applicationDate: "2025-04-01" },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().collegePage;
    expect(updated.collegeName).toBe("Shivaji Institute of Technology, Pune");
    expect(updated.slug).toBe(page.slug);
    expect(updated.coursesDeatils.map((c: { courses: string }) => c.courses)).toEqual(["B.Tech", "M.Tech"]);
    expect(updated.coursesDeatils[0]._id).toBe(btech._id);
    const kept = await api.app.inject(`/api/admin/get_streams_by_courseId/${ids.pune}/${btech._id}`);
    expect(kept.json().streams).toHaveLength(1);
    const [{ n }] = await api.database.db
      .select({ n: count() })
      .from(collegeCourses)
      .where(eq(collegeCourses.id, mba._id));
    expect(n).toBe(0);
  });

  it("refuses a PUT naming another college's course, and 404s an unknown college", async () => {
    const other = (await api.app.inject(`/api/admin/getSingle_collegespage/${ids.delhi}`)).json().coursesDeatils[0];
    const res = await api.app.inject({
      method: "PUT",
      url: `/api/admin/collegespage/${ids.arts}`,
      headers: admin.headers,
      payload: collegeBody("Ganga Arts College", { coursesDeatils: [other] }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["coursesDeatils.0.id"]);
    const missing = await api.app.inject({
      method: "PUT",
      url: "/api/admin/collegespage/00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
      payload: collegeBody(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses writes without an admin session or CSRF header", async () => {
    for (const call of [
      { method: "POST" as const, url: "/api/admin/create_collegespage", payload: collegeBody() },
      { method: "PUT" as const, url: `/api/admin/collegespage/${ids.arts}`, payload: collegeBody() },
      { method: "DELETE" as const, url: `/api/admin/delete_collegespage/${ids.arts}` },
    ]) {
      const { statuses } = await expectAdminOnly(api.app, call, admin);
      expect(statuses, call.url).toEqual([401, 401, 401, 401, 401]);
    }
  });

  it("deletes a college with its courses and streams; again is a 404", async () => {
    const res = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_collegespage/${ids.pune}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const left = await api.database.db.select({ n: count() }).from(streams).where(eq(streams.collegeId, ids.pune));
    expect(left[0].n).toBe(0);
    const courses = await api.database.db
      .select({ n: count() })
      .from(collegeCourses)
      .where(eq(collegeCourses.collegeId, ids.pune));
    expect(courses[0].n).toBe(0);
    const again = await api.app.inject({
      method: "DELETE",
      url: `/api/admin/delete_collegespage/${ids.pune}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
