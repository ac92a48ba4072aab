// Rupees as students read them: whole rupees with Indian digit grouping and the rupee sign (150000 → "₹1,50,000").
// Browser-safe: pages, the brochure and the forms' messages write every amount this way.
export function rupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}
