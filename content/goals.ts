// The goal panel's study preferences (SPEC.md §2). The spec shows Commerce as "B.Com, B.Com", most likely a
// mangled "B.Com, M.Com"; a student needs no duplicate button.

export interface GoalCategory {
  name: string;
  options: string[];
}

export const goalCategories: GoalCategory[] = [
  { name: "Engineering", options: ["BE/BTech", "Diploma", "ME/M.Tech"] },
  { name: "Management", options: ["MBA/PGDM", "BBA/BMS", "MBA"] },
  { name: "Commerce", options: ["B.Com", "M.Com"] },
  { name: "Arts", options: ["BA", "MA", "BFA"] },
  { name: "Medical", options: ["MBBS", "PG Medical"] },
  { name: "Design", options: ["B.Des", "M.Des"] },
  { name: "Science", options: ["B.Sc", "M.Sc"] },
  { name: "Pharmacy", options: ["B.Pharm", "M.Pharm"] },
];
