// The admin sign-in form (SPEC.md §3: `username` is filled from the email field).
import { z } from "zod";
import { EMAIL_MAX, formText } from "../fields.ts";

/** A code from an authenticator app: six digits (spaces typed between them are dropped). */
export const totpCode = formText({ error: "Please enter the 6-digit code from your authenticator app." })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Please enter the 6-digit code from your authenticator app."));

export const loginInputSchema = z.object({
  username: formText({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .min(1, "Please enter your email address.")
    .max(EMAIL_MAX, "Please enter a valid email address."),
  // Bounded: hashing a megabyte-long "password" would be a cheap way to keep the server busy.
  password: formText({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(256, "Please enter your password."),
  /** "Remember me": the session outlives the browser. */
  remember: z.boolean().default(false),
  /** The authenticator app's 6 digits, for an account that signs in with a second factor */
  code: totpCode.optional(),
});

/** The sign-in page's form: its email field fills `username`; "Remember me" is a checkbox, "on" when ticked. */
export const loginFormSchema = z.object({
  email: loginInputSchema.shape.username,
  password: loginInputSchema.shape.password,
  remember: z
    .string()
    .optional()
    .transform((v) => v === "on"),
  /** Shown once the answer says the account needs it; empty is no code */
  code: z.preprocess((v) => (v === "" ? undefined : v), totpCode.optional()),
});

/** A new password: the rule ADMIN_PASSWORD follows (server/config.ts), at most 256 characters as at sign-in. */
export const newPasswordSchema = formText({ error: "Please choose a password." })
  .min(10, "The password needs at least 10 characters.")
  .max(256, "The password can be at most 256 characters.");
