// Words of controls many pages share, in English (decision 062): page links, the breadcrumb, the compare
// button. The Hindi is in ../hi/common.ts, with the same keys.
export default {
  pages: "Pages",
  previous: "Previous",
  next: "Next",
  pageNumber: "Page {page}",
  breadcrumb: "Breadcrumb",
  compare: "+ Compare",
  compareName: "Compare {name}",
  inComparison: "✓ In comparison",
  inComparisonName: "{name} is in your comparison: compare now",
  compareFull: "You can compare four at a time: remove one from the tray first.",
} as const;
