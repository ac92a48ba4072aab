// The course options of the lead forms, without zod, so browser code can list them without
// shipping the validation library.

/** The course options of SPEC.md §3: value and label. */
export const courseOptions = [
  { value: "btech", label: "BTech" },
  { value: "mtech", label: "MTech" },
  { value: "mba", label: "MBA" },
  { value: "bca", label: "BCA" },
  { value: "msc", label: "MSc" },
  { value: "ma", label: "MA" },
  { value: "phd", label: "PhD" },
  { value: "bba", label: "BBA" },
  { value: "mca", label: "MCA" },
  { value: "bsc", label: "BSc" },
  { value: "ba", label: "BA" },
  { value: "bcom", label: "BCom" },
  { value: "mcom", label: "MCom" },
  { value: "bds", label: "BDS" },
  { value: "mbbs", label: "MBBS" },
  { value: "law", label: "LLB" },
  { value: "bfa", label: "BFA" },
  { value: "mfa", label: "MFA" },
] as const;

/** Accepts a course option by value or label, any case; gives back the value. */
export function courseOptionValue(raw: string): string | undefined {
  const key = raw.trim().toLowerCase();
  return courseOptions.find((o) => o.value === key || o.label.toLowerCase() === key)?.value;
}
