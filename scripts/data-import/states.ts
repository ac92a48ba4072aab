// India's 28 states and 8 union territories, each spelled one way, and the other spellings the sources use
// ("Orissa", "Pondicherry", "Chattisgarh", "Jammu & Kashmir", "The Dadra and Nagar Haveli and Daman and Diu").

export const STATES_AND_UNION_TERRITORIES = [
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

function key(state: string): string {
  return state
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
  "andaman nicobar": "Andaman and Nicobar Islands",
  "dadra nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman diu": "Dadra and Nagar Haveli and Daman and Diu",
  tamilnadu: "Tamil Nadu",
};

const BY_KEY = new Map<string, string>([
  ...STATES_AND_UNION_TERRITORIES.map((state): [string, string] => [key(state), state]),
  ...Object.entries(OTHER_SPELLINGS),
]);

/** The one spelling of a state or union territory, or undefined for a value that names none. */
export function stateOrUndefined(state: string): string | undefined {
  return BY_KEY.get(key(state));
}

/** The one spelling of a state or union territory; throws on a value that names none, so none reaches a page. */
export function canonicalState(state: string): string {
  const found = stateOrUndefined(state);
  if (!found) throw new Error(`not a state or union territory of India: "${state}"`);
  return found;
}
