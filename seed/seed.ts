// Loads the demo data: once into an empty database at first start, or again on `npm run db:seed -- --reset`.
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  appSettings,
  cardSliders,
  collegeCourses,
  colleges,
  navCoursePages,
  programCourses,
  programs,
  streams,
} from "../db/schema.ts";
import { storeFile } from "../domain/files/stored-files.server.ts";
import { slugify } from "../domain/slug.ts";
import { demoCardSliders } from "./data/card-sliders.ts";
import { demoColleges } from "./data/colleges.ts";
import { demoInstitutionCodes } from "./data/demo-institutions.ts";
import { demoNavCoursePages } from "./data/nav-course-pages.ts";
import { demoPrograms } from "./data/programs.ts";
import { logoSvg, programSvg, svgAsWebp } from "./images.ts";

const SEEDED_KEY = "demo_data_loaded_at";

export interface SeedSummary {
  colleges: number;
  courses: number;
  streams: number;
  navCoursePages: number;
  cardSliders: number;
  programs: number;
}

/** True once demo data has been loaded into this database (even if staff later deleted it all). */
async function wasSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  return rows.length > 0;
}

/** Seeds a database that has never been seeded and holds no content. Returns null when it left it alone. */
export async function seedIfEmpty(db: Database): Promise<SeedSummary | null> {
  if (await wasSeeded(db)) return null;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(colleges);
  if (n > 0) return null;
  return seedDemoData(db);
}

/** Removes the catalogue content (not leads, not admins) so the demo can be loaded again. */
export async function clearContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(streams);
    await tx.delete(collegeCourses);
    await tx.delete(colleges);
    await tx.delete(programCourses);
    await tx.delete(programs);
    await tx.delete(navCoursePages);
    await tx.delete(cardSliders);
  });
}

export async function seedDemoData(db: Database): Promise<SeedSummary> {
  const images = await drawImages(db);
  // Each list is created a second apart, so "by creation time" keeps the order written in the data files.
  const start = Date.now() - 86_400_000;
  const at = (i: number) => new Date(start + i * 1000);
  const summary: SeedSummary = { colleges: 0, courses: 0, streams: 0, navCoursePages: 0, cardSliders: 0, programs: 0 };

  await db.transaction(async (tx) => {
    for (const [i, c] of demoColleges.entries()) {
      const slug = slugify(c.name);
      const [college] = await tx
        .insert(colleges)
        .values({
          slug,
          name: c.name,
          subheading: c.subheading,
          logo: images.logos.get(slug) ?? "",
          city: c.city,
          state: c.state,
          rank: c.rank,
          fee: c.fee,
          placementAvg: c.placementAvg,
          placementHigh: c.placementHigh,
          eligibility: c.eligibility,
          bannerText: c.bannerText,
          bannerSubText: c.bannerSubText,
          heading: c.heading,
          subHeading1: c.subHeading1,
          subHeading2: c.subHeading2,
          demo: true,
          createdAt: at(i),
        })
        .returning({ id: colleges.id });
      summary.colleges++;
      for (const [position, course] of c.courses.entries()) {
        const [row] = await tx
          .insert(collegeCourses)
          .values({
            collegeId: college.id,
            position,
            name: course.name,
            fees: course.fees,
            eligibility: course.eligibility,
            applicationDate: course.applicationDate,
            createdAt: at(i),
          })
          .returning({ id: collegeCourses.id });
        summary.courses++;
        const courseStreams = course.streams ?? [];
        if (courseStreams.length === 0) continue;
        await tx.insert(streams).values(
          courseStreams.map((s, k) => ({
            collegeId: college.id,
            courseId: row.id,
            name: s.name,
            fee: s.fee,
            applicationDate: s.applicationDate,
            createdAt: new Date(at(i).getTime() + k),
          })),
        );
        summary.streams += courseStreams.length;
      }
    }

    await tx.insert(navCoursePages).values(demoNavCoursePages.map((p, i) => ({ ...p, createdAt: at(i) })));
    summary.navCoursePages = demoNavCoursePages.length;

    await tx.insert(cardSliders).values(demoCardSliders.map((c, i) => ({ ...c, createdAt: at(i) })));
    summary.cardSliders = demoCardSliders.length;

    for (const [i, p] of demoPrograms.entries()) {
      const [program] = await tx
        .insert(programs)
        .values({
          image: images.programs.get(p.program) ?? "",
          name: p.program,
          imageAlt: p.imageAlt,
          bannerHeading: p.bannerHeading,
          bannerSubHeading: p.bannerSubHeading,
          title: p.title,
          createdAt: at(i),
        })
        .returning({ id: programs.id });
      await tx
        .insert(programCourses)
        .values(p.courses.map((c, position) => ({ ...c, programId: program.id, position })));
      summary.programs++;
    }

    await linkDemoColleges(tx);

    await tx
      .insert(appSettings)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: new Date().toISOString(), updatedAt: new Date() } });
  });
  return summary;
}

/**
 * Links each demo college to its public institution: the one of the same state whose name or alias is the
 * same words (case and punctuation aside), and only when exactly one is; then the hand-checked codes of
 * seed/data/demo-institutions.ts for names the rule misses.
 */
async function linkDemoColleges(tx: Pick<Database, "execute">) {
  for (const [name, code] of Object.entries(demoInstitutionCodes)) {
    await tx.execute(sql`update colleges set institution_code = ${code} where name = ${name}
      and exists (select 1 from institutions where code = ${code})`);
  }
  const key = (column: SQL) => sql`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;
  // Each institution's names become keys once, not once per college of its state: matched name by name, the
  // first start on PostgreSQL took 1.5 s here on a busy machine and passed the 4 s query limit on a busier one.
  await tx.execute(sql`
    update colleges set institution_code = found.code
    from (
      select c.id, min(k.code) as code
      from colleges c
      join (
        select code, state, ${key(sql`name`)} as key from institutions
        union
        select i.code, i.state, ${key(sql`a`)} from institutions i, unnest(i.aliases) a
      ) k on k.state = c.state and k.key = ${key(sql`c.name`)}
      group by c.id
      having count(distinct k.code) = 1
    ) found
    where colleges.id = found.id and colleges.institution_code is null`);
}

async function drawImages(db: Database) {
  const logos = new Map<string, string>();
  for (const c of demoColleges) {
    const slug = slugify(c.name);
    await storeFile(db, `logos/${slug}.webp`, "image/webp", await svgAsWebp(logoSvg(c.shortName, c.colors)));
    logos.set(slug, `/uploads/logos/${slug}.webp`);
  }
  const programImages = new Map<string, string>();
  for (const p of demoPrograms) {
    const file = `program-${slugify(p.program)}.webp`;
    await storeFile(db, file, "image/webp", await svgAsWebp(programSvg(p.label, p.colors)));
    programImages.set(p.program, file);
  }
  return { logos, programs: programImages };
}
