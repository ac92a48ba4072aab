// India's 28 states and 8 union territories, spelled as the catalogue spells them, and a reader for what a
// student types or a source prints ("tamil nadu", "Orissa", "Pondicherry", "Jammu & Kashmir", "The Dadra and
// Nagar Haveli and Daman and Diu"). Safe in the browser; the data import spells every source's states with it.

export const STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

function key(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .split(" ")
    .filter((word) => word && word !== "and" && word !== "the")
    .join(" ");
}

const OTHER_SPELLINGS: Record<string, string> = {
  orissa: "Odisha",
  odhisha: "Odisha",
  pondicherry: "Puducherry",
  chattisgarh: "Chhattisgarh",
  uttaranchal: "Uttarakhand",
  uttrakhand: "Uttarakhand",
  telengana: "Telangana",
  "nct delhi": "Delhi",
  "new delhi": "Delhi",
  "delhi nct": "Delhi",
  tamilnadu: "Tamil Nadu",
  "andaman nicobar": "Andaman and Nicobar Islands",
  "dadra nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman diu": "Dadra and Nagar Haveli and Daman and Diu",
};

const BY_KEY = new Map<string, string>([
  ...STATES.map((s): [string, string] => [key(s), s]),
  ...Object.entries(OTHER_SPELLINGS),
]);

/** The catalogue's spelling of a state or union territory written in any case or usual spelling, or undefined. */
export function stateNamed(text: string): string | undefined {
  return BY_KEY.get(key(text));
}
