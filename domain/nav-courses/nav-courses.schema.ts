// A nav course page as staff create it (SPEC.md §5: all eleven fields required).
import { z } from "zod";
import { requiredText } from "../fields.ts";

export const navCoursePageInputSchema = z.object({
  pageName: requiredText(120),
  bannerHeading: requiredText(200),
  bannerText: requiredText(2000),
  title: requiredText(200),
  heading: requiredText(200),
  subHeading: requiredText(500),
  imgHeading: requiredText(200),
  imgPara1: requiredText(5000),
  imgPara2: requiredText(5000),
  tableHeading: requiredText(200),
  tableText: requiredText(5000),
});

export type NavCoursePageInput = z.infer<typeof navCoursePageInputSchema>;
