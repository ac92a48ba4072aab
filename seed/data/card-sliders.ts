// The study-goal cards of the home page: one per card name, each linking to three course college pages
// (/c_pages/{linkname}) whose names match courses in the demo catalogue.
import type { cardSliders } from "../../db/schema.ts";

type CardSlider = Omit<typeof cardSliders.$inferInsert, "id" | "createdAt" | "updatedAt">;

export const demoCardSliders: CardSlider[] = [
  { cardName: "Engineering", collegeTitle: "2,450 Colleges", linkName1: "B.Tech", linkName2: "M.Tech", linkName3: "PhD" },
  { cardName: "Management", collegeTitle: "1,830 Colleges", linkName1: "MBA", linkName2: "BBA", linkName3: "Executive MBA" },
  { cardName: "Arts", collegeTitle: "3,120 Colleges", linkName1: "BA", linkName2: "MA", linkName3: "B.Com" },
  { cardName: "Medical", collegeTitle: "780 Colleges", linkName1: "MBBS", linkName2: "MD", linkName3: "B.Sc Nursing" },
  { cardName: "Design", collegeTitle: "410 Colleges", linkName1: "B.Des", linkName2: "M.Des", linkName3: "B.Sc" },
  { cardName: "LAW", collegeTitle: "620 Colleges", linkName1: "BA LLB", linkName2: "LLM", linkName3: "BA" },
];
