// Rupees as students read and write them: whole rupees with Indian digit grouping and the rupee sign (150000 → "₹1,50,000").
// Browser-safe: pages, the brochure and the forms' messages write every amount this way.
export function rupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

/** Accepted yearly figures, in whole rupees: outside these a figure is more likely a slip than a fee. */
export const FEE_LIMITS = {
  tuition: { min: 1_000, max: 50_00_000 },
  hostel: { min: 1_000, max: 10_00_000 },
  mess: { min: 1_000, max: 5_00_000 },
  oneTime: { min: 1_000, max: 10_00_000 },
} as const;

/**
 * Reads a rupee figure as a student writes it: digits, optionally grouped the Indian way ("1,50,000") or the
 * international way ("150,000"), with or without "₹" or "Rs". Whole rupees only: anything else is undefined.
 */
export function parseRupees(text: string): number | undefined {
  const bare = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/\/-$/, "")
    .trim();
  if (!/^\d{1,3}(,\d{2})*,\d{3}$|^\d{1,3}(,\d{3})+$|^\d+$/.test(bare)) return undefined;
  const amount = Number(bare.replaceAll(",", ""));
  return Number.isSafeInteger(amount) ? amount : undefined;
}
