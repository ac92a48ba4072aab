// What staff enter for a "Select Your Study Goal" card (SPEC.md §5: all five fields required).
import { z } from "zod";
import { requiredText } from "../fields.ts";

export const cardNames = ["Engineering", "Management", "Arts", "Medical", "Design", "LAW"] as const;

export const cardSliderInputSchema = z.object({
  cardName: z.enum(cardNames, { error: "Please choose one of Engineering, Management, Arts, Medical, Design or LAW." }),
  collegeTitle: requiredText(200),
  linkName1: requiredText(200),
  linkName2: requiredText(200),
  linkName3: requiredText(200),
});

export type CardSliderInput = z.infer<typeof cardSliderInputSchema>;
