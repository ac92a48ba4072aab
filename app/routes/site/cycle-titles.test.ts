// Page titles name the admissions cycle of the day they are made (docs/decisions/037), never a typed year.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { loader as examsLoader } from "./exams.tsx";
import { loader as topCoursesLoader } from "./top-courses.tsx";
import { loader as topUniversitiesLoader } from "./top-universities.tsx";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function titleOf(loader: (args: never) => unknown, path: string): Promise<string> {
  const context = new RouterContextProvider();
  context.set(dbContext, database.db);
  const url = new URL(`http://portal.test${path}`);
  const data = (await loader({ request: new Request(url), url, context, params: {} } as never)) as {
    seo: { title: string };
  };
  return data.seo.title;
}

describe("page titles", () => {
  it("name today's cycle, and no other year", async () => {
    const cycle = admissionsCycle(todayInIndia()).label;
    for (const [loader, path] of [
      [examsLoader, "/Exam"],
      [topCoursesLoader, "/TopCourse"],
      [topUniversitiesLoader, "/TopUniversitiesandColleges"],
    ] as const) {
      const title = await titleOf(loader as never, path);
      expect(title, path).toContain(` ${cycle}`);
      expect(title.replace(cycle, ""), path).not.toMatch(/\b20\d\d\b/);
    }
  });
});
