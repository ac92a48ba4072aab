// The claim form ("Are you from this institution?") and the representative's password, checked alike in the
// browser and in the action.
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

/** The same rule as the start-up account's password: at least 10 characters, bounded for the hash's sake. */
export const newPasswordSchema = z
  .object({
    password: formText({ error: "Please choose a password." })
      .min(10, "Please choose a password of at least 10 characters.")
      .max(256, "Please keep the password under 256 characters."),
    repeat: formText({ error: "Please type the password again." }),
  })
  .refine((v) => v.password === v.repeat, { path: ["repeat"], message: "The two passwords are not the same." });
