// Cities with drawn images (public/images/cities): the goal panel's Popular Cities, the home page's Top
// Study Places carousel and the Top Universities/Colleges city cards. Every count they show is the
// college directory's own (app/lib/directory-counts.server.ts), never a figure written here.

interface City {
  name: string;
  image: string;
}

/** A city as the college directory knows it: the district (or, for Delhi and Chandigarh, the state) whose
 * page the city leads to, and whose number of institutions it shows. */
export interface DirectoryCity extends City {
  href: string;
  /** What the count covers, where the city's name does not say it */
  area?: string;
}

const img = (slug: string) => `/images/cities/${slug}.svg`;

// The directory's spelling of each place (AISHE's districts): a city's largest district where AISHE splits it.
const places = {
  delhi: { href: "/colleges/delhi", area: "Delhi (state)" },
  gurgaon: { href: "/colleges/haryana/gurugram", area: "Gurugram district" },
  mumbai: { href: "/colleges/maharashtra/mumbai", area: "Mumbai district" },
  chennai: { href: "/colleges/tamil-nadu/chennai" },
  bangalore: { href: "/colleges/karnataka/bengaluru-urban", area: "Bengaluru Urban district" },
  hyderabad: { href: "/colleges/telangana/hyderabad" },
  kolkata: { href: "/colleges/west-bengal/kolkata" },
  noida: { href: "/colleges/uttar-pradesh/gautam-buddha-nagar", area: "Gautam Buddha Nagar district" },
  pune: { href: "/colleges/maharashtra/pune" },
  ahmedabad: { href: "/colleges/gujarat/ahmedabad" },
  jaipur: { href: "/colleges/rajasthan/jaipur" },
  chandigarh: { href: "/colleges/chandigarh" },
  bhopal: { href: "/colleges/madhya-pradesh/bhopal" },
};

/** Goal panel, 12 entries (SPEC.md §9). The original repeated some cities; these are twelve distinct. */
export const popularCities: DirectoryCity[] = [
  { name: "New Delhi", image: img("new-delhi"), ...places.delhi },
  { name: "Gurgaon", image: img("gurgaon"), ...places.gurgaon },
  { name: "Mumbai", image: img("mumbai"), ...places.mumbai },
  { name: "Chennai", image: img("chennai"), ...places.chennai },
  { name: "Bangalore", image: img("bangalore"), ...places.bangalore },
  { name: "Hyderabad", image: img("hyderabad"), ...places.hyderabad },
  { name: "Kolkata", image: img("kolkata"), ...places.kolkata },
  { name: "Noida", image: img("noida"), ...places.noida },
  { name: "Pune", image: img("pune"), ...places.pune },
  { name: "Ahmedabad", image: img("ahmedabad"), ...places.ahmedabad },
  { name: "Jaipur", image: img("jaipur"), ...places.jaipur },
  { name: "Chandigarh", image: img("chandigarh"), ...places.chandigarh },
];

/** Home page's Top Study Places; each shows the number of institutions its directory page lists. */
export const studyPlaces: DirectoryCity[] = [
  { name: "Delhi NCR", image: img("delhi-ncr"), ...places.delhi },
  { name: "Bangalore", image: img("bangalore"), ...places.bangalore },
  { name: "Hyderabad", image: img("hyderabad"), ...places.hyderabad },
  { name: "Pune", image: img("pune"), ...places.pune },
  { name: "Mumbai", image: img("mumbai"), ...places.mumbai },
  { name: "Chennai", image: img("chennai"), ...places.chennai },
  { name: "Kolkata", image: img("kolkata"), ...places.kolkata },
  { name: "Bhopal", image: img("bhopal"), ...places.bhopal },
  { name: "Noida", image: img("noida"), ...places.noida },
];

/** Top Universities/Colleges: nine fixed cards, with the spec's spellings (TamilNadu, Banglore). Each shows
 * the number of institutions its directory page lists (the spec's "Ranked 11 out of 80 by TOI" lines
 * named no ranking a reader could find, so they are not shown). */
export const cityCards: DirectoryCity[] = [
  { name: "Delhi", image: img("new-delhi"), ...places.delhi },
  { name: "TamilNadu", image: img("tamil-nadu"), href: "/colleges/tamil-nadu", area: "Tamil Nadu (state)" },
  { name: "Chennai", image: img("chennai"), ...places.chennai },
  { name: "Pune", image: img("pune"), ...places.pune },
  { name: "Banglore", image: img("bangalore"), ...places.bangalore },
  { name: "Punjab", image: img("punjab"), href: "/colleges/punjab", area: "Punjab (state)" },
  { name: "Mumbai", image: img("mumbai"), ...places.mumbai },
  { name: "Kolkata", image: img("kolkata"), ...places.kolkata },
  { name: "Bhopal", image: img("bhopal"), ...places.bhopal },
];
