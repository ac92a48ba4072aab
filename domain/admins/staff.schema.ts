// The forms of the staff pages: inviting a colleague, changing a role, turning an account off and on,
// asking for a password reset, and setting a password from a one-time link or on the account page.
import { z } from "zod";
import { staffRoles } from "../../db/staff-values.ts";
import { emailAddress, formText, personName, requiredText } from "../fields.ts";
import { newPasswordSchema, totpCode } from "./admins.schema.ts";

const role = z.enum(staffRoles, "Please choose a role.");
const accountId = z.uuid("This account does not exist.");

export const inviteSchema = z.object({
  intent: z.literal("invite"),
  email: emailAddress(),
  name: personName(requiredText(100), "the colleague's name"),
  role,
});

const roleChangeSchema = z.object({ intent: z.literal("role"), id: accountId, role });
const accountSwitchSchema = z.object({ intent: z.enum(["disable", "enable"]), id: accountId });
export const staffActionSchema = z.discriminatedUnion("intent", [inviteSchema, roleChangeSchema, accountSwitchSchema]);

export const forgotPasswordSchema = z.object({ email: emailAddress() });

const confirmed = <T extends { password: string; confirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirm) {
    ctx.addIssue({ code: "custom", path: ["confirm"], message: "The two passwords are not the same." });
  }
};

/** A one-time link's form: the token travels in a hidden field, never in a later address. */
export const linkPasswordSchema = z
  .object({
    token: formText({ error: "This link is not valid." }).min(20, "This link is not valid.").max(100),
    password: newPasswordSchema,
    confirm: formText({ error: "Please type the password again." }),
  })
  .superRefine(confirmed);

/** The account page's change of password: the current one first. */
export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    current: formText({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(256, "Please enter your current password."),
    password: newPasswordSchema,
    confirm: formText({ error: "Please type the password again." }),
  })
  .superRefine(confirmed);

/** The account page's buttons: end one other session (by its id, the token's hash), or all others. */
export const sessionActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end"), id: z.string().regex(/^[0-9a-f]{64}$/, "This session does not exist.") }),
  z.object({ intent: z.literal("end-others") }),
]);

/** The account page's confirmation of a new authenticator app: a code it shows. */
export const totpConfirmSchema = z.object({ intent: z.literal("totp-confirm"), code: totpCode });
