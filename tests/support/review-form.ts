// A complete, valid review form (flat field names, as the browser posts it), for the review tests.
import { ratingField, reviewSteps, textField } from "../../domain/reviews/reviews.schema.ts";

const texts: Record<string, string> = {
  college: "Chose it for the CSE branch and because it is close to home in Pune.",
  academics: "The syllabus is updated every two years and internal exams are fair; attendance rule is 75%.",
  faculty: "Most professors hold PhDs and reply to emails; a few only read from slides in class.",
  infrastructure: "Labs have new computers, the library is open till 11 pm and Wi-Fi works in hostels.",
  hostel: "Double rooms cost ₹95,000 a year with mess; food is average but the mess committee listens.",
  placements: "About 85% of my batch was placed, median package ₹7.5 LPA, with TCS, Infosys and Deloitte.",
  campus: "Tech fest and cultural fest every year, many clubs, and the campus feels safe late at night.",
  details: "",
};

export function validReviewForm(overrides: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = {
    collegeName: "College of Engineering Pune",
    courseName: "B.Tech Computer Engineering",
    reviewerName: "Aarav Kulkarni",
    email: "Aarav.K@example.in",
    phone: "98765 43210",
    consent: "on",
  };
  for (const s of reviewSteps.filter((step) => !step.figuresOnly)) {
    form[ratingField(s.key)] = "4";
    form[textField(s.key)] = texts[s.key];
  }
  return { ...form, ...overrides };
}
