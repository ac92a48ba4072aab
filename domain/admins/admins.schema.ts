// The admin sign-in form (SPEC.md §3: `username` is filled from the email field).
import { z } from "zod";

export const loginInputSchema = z.object({
  username: z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .min(1, "Please enter your email address.")
    .max(254, "Please enter a valid email address."),
  // Bounded: hashing a megabyte-long "password" would be a cheap way to keep the server busy.
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(256, "Please enter your password."),
  /** "Remember me": the session outlives the browser. */
  remember: z.boolean().default(false),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
