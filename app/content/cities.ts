// Cities with drawn images (public/images/cities): the goal panel's Popular Cities, the home page's Top
// Study Places carousel and the Top Universities/Colleges city cards.

export interface City {
  name: string;
  image: string;
}

const img = (slug: string) => `/images/cities/${slug}.svg`;

/** Goal panel, 12 entries (SPEC.md §9). The original repeated some cities; these are twelve distinct. */
export const popularCities: City[] = [
  { name: "New Delhi", image: img("new-delhi") },
  { name: "Gurgaon", image: img("gurgaon") },
  { name: "Mumbai", image: img("mumbai") },
  { name: "Chennai", image: img("chennai") },
  { name: "Bangalore", image: img("bangalore") },
  { name: "Hyderabad", image: img("hyderabad") },
  { name: "Kolkata", image: img("kolkata") },
  { name: "Noida", image: img("noida") },
  { name: "Pune", image: img("pune") },
  { name: "Ahmedabad", image: img("ahmedabad") },
  { name: "Jaipur", image: img("jaipur") },
  { name: "Chandigarh", image: img("chandigarh") },
];

export interface StudyPlace extends City {
  colleges: string;
}

export const studyPlaces: StudyPlace[] = [
  { name: "Delhi NCR", image: img("delhi-ncr"), colleges: "1,200+ colleges" },
  { name: "Bangalore", image: img("bangalore"), colleges: "980+ colleges" },
  { name: "Hyderabad", image: img("hyderabad"), colleges: "760+ colleges" },
  { name: "Pune", image: img("pune"), colleges: "710+ colleges" },
  { name: "Mumbai", image: img("mumbai"), colleges: "890+ colleges" },
  { name: "Chennai", image: img("chennai"), colleges: "820+ colleges" },
  { name: "Kolkata", image: img("kolkata"), colleges: "540+ colleges" },
  { name: "Bhopal", image: img("bhopal"), colleges: "310+ colleges" },
  { name: "Noida", image: img("noida"), colleges: "280+ colleges" },
];

export interface CityCard extends City {
  rank: string;
}

/** Top Universities/Colleges: nine fixed cards, with the spec's spellings (TamilNadu, Banglore). */
export const cityCards: CityCard[] = [
  { name: "Delhi", image: img("new-delhi"), rank: "Ranked 11 out of 80 by TOI" },
  { name: "TamilNadu", image: img("tamil-nadu"), rank: "Ranked 18 out of 300 by NIRF" },
  { name: "Chennai", image: img("chennai"), rank: "Ranked 150 out of 1400 by QS" },
  { name: "Pune", image: img("pune"), rank: "Ranked 32 out of 200 by NIRF" },
  { name: "Banglore", image: img("bangalore"), rank: "Ranked 150 out of 1400 by QS" },
  { name: "Punjab", image: img("punjab"), rank: "Ranked 41 out of 300 by NIRF" },
  { name: "Mumbai", image: img("mumbai"), rank: "Ranked 95 out of 1400 by QS" },
  { name: "Kolkata", image: img("kolkata"), rank: "Ranked 100 out of 1400 by QS" },
  { name: "Bhopal", image: img("bhopal"), rank: "Ranked 56 out of 300 by NIRF" },
];
