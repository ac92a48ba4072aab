// Synthetic colleges for scale tests (`npm run db:generate -- --colleges 50000`). Deterministic: the same
// count gives the same data, so benchmark runs compare like with like.
import type { Database } from "../db/client.server.ts";
import { collegeCourses, colleges, streams } from "../db/schema.ts";

const CITIES: [string, string][] = [
  ["New Delhi", "Delhi"],
  ["Mumbai", "Maharashtra"],
  ["Pune", "Maharashtra"],
  ["Bengaluru", "Karnataka"],
  ["Chennai", "Tamil Nadu"],
  ["Hyderabad", "Telangana"],
  ["Kolkata", "West Bengal"],
  ["Jaipur", "Rajasthan"],
  ["Lucknow", "Uttar Pradesh"],
  ["Noida", "Uttar Pradesh"],
  ["Bhopal", "Madhya Pradesh"],
  ["Ahmedabad", "Gujarat"],
  ["Chandigarh", "Chandigarh"],
  ["Kochi", "Kerala"],
  ["Bhubaneswar", "Odisha"],
  ["Patna", "Bihar"],
];
const KINDS = [
  "Institute of Technology",
  "College of Engineering",
  "School of Management",
  "University",
  "Medical College",
  "College of Arts and Science",
];
const PREFIXES = [
  "Sri",
  "National",
  "Global",
  "Vidya",
  "Saraswati",
  "Modern",
  "City",
  "Royal",
  "Aryan",
  "Techno",
  "Gyan",
  "Dayanand",
];
const COURSES = ["B.Tech", "M.Tech", "MBA", "BBA", "B.Com", "B.Sc", "BA", "BCA", "MBBS", "B.Sc Nursing"];
const BRANCHES = [
  "Computer Science and Engineering",
  "Electronics and Communication Engineering",
  "Mechanical Engineering",
  "Civil Engineering",
];

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")} per year`;

export async function generateColleges(db: Database, count: number, onProgress?: (done: number) => void) {
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await db.transaction(async (tx) => {
      const rows = Array.from({ length: size }, (_, k) => collegeRow(start + k));
      const inserted = await tx.insert(colleges).values(rows).returning({ id: colleges.id, slug: colleges.slug });
      const courseRows = inserted.flatMap((c, k) => courseRowsFor(start + k, c.id));
      const courseIds = await tx
        .insert(collegeCourses)
        .values(courseRows)
        .returning({ id: collegeCourses.id, collegeId: collegeCourses.collegeId, name: collegeCourses.name });
      const streamRows = courseIds
        .filter((c) => c.name === "B.Tech")
        .flatMap((c, k) =>
          BRANCHES.slice(0, 2 + (k % 3)).map((name, b) => ({
            collegeId: c.collegeId,
            courseId: c.id,
            name,
            fee: rupees(90_000 + b * 10_000),
            applicationDate: "2027-05-31",
          })),
        );
      if (streamRows.length) await tx.insert(streams).values(streamRows);
    });
    onProgress?.(start + size);
  }
}

function collegeRow(i: number) {
  const [city, state] = CITIES[i % CITIES.length];
  const name = `${PREFIXES[i % PREFIXES.length]} ${KINDS[(i >> 2) % KINDS.length]} ${city} ${i + 1}`;
  return {
    slug: `synthetic-college-${i + 1}`,
    name,
    subheading: `Private · Estd. ${1950 + (i % 70)}`,
    logo: "",
    city,
    state,
    rank: 1000 + i,
    fee: rupees(60_000 + (i % 40) * 5_000),
    placementAvg: `₹${(3 + (i % 9) * 0.5).toFixed(1)} LPA`,
    placementHigh: `₹${12 + (i % 30)} LPA`,
    eligibility: "10+2 with 50% aggregate",
    bannerText: `${name} Admission 2026`,
    bannerSubText: "Courses, fees, placements and application dates.",
    heading: `About ${name}`,
    subHeading1: `${name} is a private institution in ${city}, ${state}.`,
    subHeading2: "It offers undergraduate and postgraduate programmes.",
  };
}

function courseRowsFor(i: number, collegeId: string) {
  const n = 2 + (i % 3);
  return Array.from({ length: n }, (_, k) => ({
    collegeId,
    position: k,
    name: COURSES[(i + k * 3) % COURSES.length],
    fees: rupees(50_000 + ((i + k) % 20) * 7_500),
    eligibility: "10+2 with 50% aggregate",
    applicationDate: "2027-05-31",
  }));
}
