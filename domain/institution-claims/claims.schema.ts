// The claim form ("Are you from this institution?"), checked alike in the browser and in the action.
import { z } from "zod";
import { EMAIL_MAX, formText, personName, requiredText } from "../fields.ts";

export const claimFormSchema = z.object({
  name: personName(requiredText(100), "your name"),
  jobTitle: requiredText(100),
  email: formText({ error: "Please enter your official email address." })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
});
export type ClaimForm = z.output<typeof claimFormSchema>;
