// The five admin list searches: contains-any-case, newest first, paged, with the total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { testActor } from "../tests/support/audit.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { createCardSlider } from "./card-sliders/card-sliders.server.ts";
import { searchCardSliders } from "./card-sliders/card-sliders-search.server.ts";
import { createCollege } from "./colleges/colleges.server.ts";
import { listCollegeNames, listCourseNamesOfCollege, searchColleges } from "./colleges/colleges-search.server.ts";
import { createNavCoursePage } from "./nav-courses/nav-courses.server.ts";
import { searchNavCoursePages } from "./nav-courses/nav-courses-search.server.ts";
import { createProgram } from "./programs/programs.server.ts";
import { searchPrograms } from "./programs/programs-search.server.ts";
import { containsPattern } from "./search.ts";
import { createStream } from "./streams/streams.server.ts";
import { searchStreams } from "./streams/streams-search.server.ts";

let database: DatabaseHandle;
const page = { limit: 25, offset: 0 };

const college = (name: string, city: string) => ({
  name,
  subheading: "",
  logo: "",
  city,
  state: "Maharashtra",
  fee: "₹1",
  placementAvg: "₹1",
  placementHigh: "₹2",
  figuresSourceUrl: "",
  eligibility: "",
  courses: [
    { name: "B.Tech", fees: "₹1", eligibility: "12th", applicationDate: "May" },
    { name: "MBA", fees: "₹2", eligibility: "Graduate", applicationDate: "June" },
  ],
  bannerText: "b",
  bannerSubText: "b",
  heading: "h",
  subHeading1: "s",
  subHeading2: "s",
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("containsPattern", () => {
  it("takes %, _ and \\ literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});

describe("admin list searches", () => {
  it("colleges: by name, city or state, newest first; names and courses for the stream form", async () => {
    const pune = await createCollege(database.db, college("Pune Institute", "Pune"), testActor);
    await createCollege(database.db, college("Mumbai College", "Mumbai"), testActor);
    expect((await searchColleges(database.db, { ...page, q: "PUNE" })).rows.map((r) => r.name)).toEqual([
      "Pune Institute",
    ]);
    const all = await searchColleges(database.db, { limit: 1, offset: 0 });
    expect(all).toMatchObject({ total: 2, rows: [{ name: "Mumbai College" }] });
    expect((await listCollegeNames(database.db)).map((c) => c.name)).toEqual(["Mumbai College", "Pune Institute"]);
    expect((await listCourseNamesOfCollege(database.db, pune.id)).map((c) => c.name)).toEqual(["B.Tech", "MBA"]);
    expect(await listCourseNamesOfCollege(database.db, "not-a-uuid")).toEqual([]);

    await createStream(database.db, {
      collegeId: pune.id,
      courseId: pune.courses[0].id,
      name: "Robotics",
      fee: "₹1",
      applicationDate: "2027-05-31",
    });
    const streams = await searchStreams(database.db, { ...page, q: "b.tech" });
    expect(streams).toMatchObject({
      total: 1,
      rows: [{ name: "Robotics", collegeName: "Pune Institute", courseName: "B.Tech" }],
    });
    expect((await searchStreams(database.db, { ...page, q: "mumbai" })).total).toBe(0);
  });

  it("card sliders, nav course pages and programs", async () => {
    await createCardSlider(database.db, {
      cardName: "LAW",
      collegeTitle: "Top law schools",
      linkName1: "llb",
      linkName2: "ballb",
      linkName3: "llm",
    });
    expect((await searchCardSliders(database.db, { ...page, q: "BALLB" })).total).toBe(1);
    expect((await searchCardSliders(database.db, { ...page, q: "medical" })).total).toBe(0);

    const fields = [
      "bannerHeading",
      "bannerText",
      "title",
      "heading",
      "subHeading",
      "imgHeading",
      "imgPara1",
      "imgPara2",
      "tableHeading",
      "tableText",
    ];
    await createNavCoursePage(database.db, {
      pageName: "Pharmacy",
      ...Object.fromEntries(fields.map((f) => [f, f])),
    } as never);
    expect((await searchNavCoursePages(database.db, { ...page, q: "pharm" })).rows.map((r) => r.pageName)).toEqual([
      "Pharmacy",
    ]);

    const course = { course: "MBA", fees: "₹1", eligibility: "Any", applicationDate: "June" };
    await createProgram(
      database.db,
      {
        name: "Online MBA",
        imageAlt: "",
        bannerHeading: "b",
        bannerSubHeading: "s",
        title: "t",
        courses: [course, course],
      },
      "x.webp",
    );
    expect((await searchPrograms(database.db, { ...page, q: "online" })).rows).toMatchObject([
      { name: "Online MBA", courseCount: 2 },
    ]);
  });
});
