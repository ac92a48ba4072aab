// Shapes of the demo data files. Fees and dates are illustrative, written as an Indian reader expects.
export type Colors = [string, string];

export interface DemoStream {
  name: string;
  fee: string;
  /** YYYY-MM-DD */
  applicationDate: string;
}

export interface DemoCourse {
  name: string;
  fees: string;
  eligibility: string;
  /** YYYY-MM-DD */
  applicationDate: string;
  streams?: DemoStream[];
}

export interface DemoCollege {
  name: string;
  shortName: string;
  colors: Colors;
  subheading: string;
  city: string;
  state: string;
  rank: number;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  eligibility: string;
  bannerText: string;
  bannerSubText: string;
  heading: string;
  subHeading1: string;
  subHeading2: string;
  courses: DemoCourse[];
}

export interface DemoProgram {
  program: string;
  /** the short word drawn on the program image */
  label: string;
  colors: Colors;
  imageAlt: string;
  bannerHeading: string;
  bannerSubHeading: string;
  title: string;
  courses: { course: string; fees: string; eligibility: string; applicationDate: string }[];
}
