// The nine steps of a college review: what each one asks and its form field names. Plain data with no
// validation library, so the review page can render the form without loading zod (reviews.schema.ts).

export const REVIEW_TEXT_MIN = 40;
export const REVIEW_TEXT_MAX = 2000;

export interface ReviewStepDefinition {
  number: number;
  key: "college" | "academics" | "faculty" | "infrastructure" | "hostel" | "placements" | "campus" | "fees" | "details";
  title: string;
  /** A step of figures only ("What you paid"): no rating and no text, and not one of the review's answers */
  figuresOnly?: true;
  ratingLabel: string;
  /** The text field's label; the form adds "(optional)" where textRequired is false */
  textLabel: string;
  /** Text is required (at least REVIEW_TEXT_MIN characters) on the six experience steps only */
  textRequired: boolean;
  /** Fields of this step besides its rating and text */
  extraFields: readonly string[];
}

export const reviewSteps: readonly ReviewStepDefinition[] = [
  {
    number: 1,
    key: "college",
    title: "College and course",
    ratingLabel: "Overall, how would you rate your college?",
    textLabel: "Why did you choose this college?",
    textRequired: false,
    // `institution`: the slug of the college picked from the list or the page the student came from
    extraFields: ["collegeName", "institution", "courseName"],
  },
  {
    number: 2,
    key: "academics",
    title: "Academics",
    ratingLabel: "Rate the academics",
    textLabel: "Curriculum, teaching quality, exams and attendance rules",
    textRequired: true,
    extraFields: [],
  },
  {
    number: 3,
    key: "faculty",
    title: "Faculty",
    ratingLabel: "Rate the faculty",
    textLabel: "How qualified and approachable are the teachers? Do they help outside class?",
    textRequired: true,
    extraFields: [],
  },
  {
    number: 4,
    key: "infrastructure",
    title: "Infrastructure",
    ratingLabel: "Rate the infrastructure",
    textLabel: "Classrooms, labs, library, Wi-Fi and sports facilities",
    textRequired: true,
    extraFields: [],
  },
  {
    number: 5,
    key: "hostel",
    title: "Hostel and food",
    ratingLabel: "Rate the hostel and food",
    textLabel: "Rooms, rules, mess food and yearly hostel charges",
    textRequired: true,
    extraFields: [],
  },
  {
    number: 6,
    key: "placements",
    title: "Placements",
    ratingLabel: "Rate the placements",
    textLabel: "Companies that visit, typical packages and internship support",
    textRequired: true,
    extraFields: [],
  },
  {
    number: 7,
    key: "campus",
    title: "Campus life",
    ratingLabel: "Rate campus life",
    textLabel: "Clubs, fests, events, safety and the student community",
    textRequired: true,
    extraFields: [],
  },
  {
    number: 8,
    key: "fees",
    title: "What you paid",
    figuresOnly: true,
    ratingLabel: "",
    textLabel: "",
    textRequired: false,
    // All optional: the yearly tuition and hostel fees in rupees, the academic year and the admission quota
    extraFields: ["feeTuition", "feeHostel", "feeYear", "feeQuota"],
  },
  {
    number: 9,
    key: "details",
    title: "Your details and consent",
    ratingLabel: "How likely are you to recommend this college?",
    textLabel: "Anything else future students should know?",
    textRequired: false,
    extraFields: ["reviewerName", "email", "phone", "consent"],
  },
];

export type ReviewStepKey = ReviewStepDefinition["key"];
export const ratingField = (key: ReviewStepKey) => `rating_${key}`;
export const textField = (key: ReviewStepKey) => `text_${key}`;

export interface ReviewStepAnswer {
  step: number;
  key: ReviewStepKey;
  title: string;
  rating: number;
  text: string;
}

/** What the student paid, all optional; a figure comes with its academic year (review-fees.ts). */
export interface ReviewFees {
  /** Tuition per year, whole rupees */
  tuition?: number;
  /** Hostel (with mess where it is charged together) per year, whole rupees */
  hostel?: number;
  /** "2025-26" */
  year?: string;
  quota?: string;
}

export interface ReviewInput {
  collegeName: string;
  /** Slug of the institution picked with the name, when there is one */
  institution?: string;
  courseName: string;
  reviewerName: string;
  email: string;
  phone?: string;
  consent: true;
  fees: ReviewFees;
  steps: ReviewStepAnswer[];
}

/** The step (index) a field belongs to, so a server error can send the reader back to it. */
export function stepOfField(field: string): number {
  const i = reviewSteps.findIndex(
    (s) => field === ratingField(s.key) || field === textField(s.key) || s.extraFields.includes(field),
  );
  return i === -1 ? 0 : i;
}
