// Demo online programs for the home page's "Find Your Perfect University Match Online" grid.

const list: [string, string, [string, string]][] = [
  ["Online MBA", "MBA", ["#1e3a8a", "#3b82f6"]],
  ["Online BBA", "BBA", ["#7c2d12", "#f97316"]],
  ["Online MCA", "MCA", ["#14532d", "#22c55e"]],
  ["Online BCA", "BCA", ["#581c87", "#a855f7"]],
  ["Online M.Com", "M.Com", ["#134e4a", "#14b8a6"]],
  ["Online B.Com", "B.Com", ["#831843", "#ec4899"]],
  ["Online MA", "MA", ["#1e3a8a", "#0ea5e9"]],
  ["Online BA", "BA", ["#78350f", "#f59e0b"]],
  ["Online M.Sc", "M.Sc", ["#064e3b", "#10b981"]],
  ["Online B.Sc", "B.Sc", ["#312e81", "#6366f1"]],
  ["Executive MBA", "EMBA", ["#7f1d1d", "#ef4444"]],
  ["Online PG Diploma", "PGD", ["#0c4a6e", "#38bdf8"]],
  ["Online Data Science", "DS", ["#4c1d95", "#8b5cf6"]],
  ["Online Digital Marketing", "DM", ["#9a3412", "#fb923c"]],
  ["Online MBA in Finance", "MBA-F", ["#166534", "#4ade80"]],
  ["Online Diploma in Management", "DIM", ["#1e40af", "#60a5fa"]],
];

export const demoPrograms = list.map(([program, label, colors], i) => ({
  program,
  label,
  colors,
  imageAlt: `${program} programme`,
  bannerHeading: `${program}: UGC-entitled online degrees`,
  bannerSubHeading: "Study from home, with live classes, recorded lectures and EMI options.",
  title: `${program} courses`,
  courses: [
    { course: `${program} (General)`, fees: `₹${(60 + i * 10) * 1000}`, eligibility: "Graduation in any stream", applicationDate: "30 June 2025" },
    { course: `${program} (Specialisation)`, fees: `₹${(80 + i * 10) * 1000}`, eligibility: "Graduation with 50%", applicationDate: "15 July 2025" },
    ...(i % 2 ? [] : [{ course: `${program} (Weekend)`, fees: `₹${(70 + i * 5) * 1000}`, eligibility: "Working professionals", applicationDate: "31 July 2025" }]),
  ],
}));
