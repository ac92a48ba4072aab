// The emails staff get: an invite to the admin area, and a password reset; and an institution's representative,
// once their claim is accepted (decision 059). Each holds a one-time link.
import type { Mail } from "../mail/outbox.server.ts";
import { roleLabels, type StaffRole } from "./roles.ts";

const setPasswordLink = (siteUrl: string, token: string) => `${siteUrl}/admin/set-password?t=${token}`;

export function inviteMail(to: string, name: string, role: StaffRole, siteUrl: string, token: string): Mail {
  return {
    to,
    subject: "You are invited to the admissions portal's admin area",
    body: [
      `Hello ${name},`,
      "",
      `You have been given a staff account on the admissions portal: ${roleLabels[role]}.`,
      "Open this link within 72 hours to choose your password (it works once):",
      "",
      setPasswordLink(siteUrl, token),
      "",
      "If you did not expect this, you can ignore this email.",
    ].join("\n"),
  };
}

export function resetMail(to: string, siteUrl: string, token: string): Mail {
  return {
    to,
    subject: "Set a new password for the admissions portal",
    body: [
      "Someone (we hope you) asked to set a new password for your staff account on the admissions portal.",
      "Open this link within 72 hours to choose one (it works once); every signed-in session of the account ends:",
      "",
      setPasswordLink(siteUrl, token),
      "",
      "If you did not ask, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}

export function claimMail(to: string, institution: string, siteUrl: string, token: string): Mail {
  return {
    to,
    subject: `Confirm you represent ${institution}`,
    body: [
      `You asked to manage ${institution}'s page on the admissions portal, and your claim is accepted.`,
      "Open this link within 72 hours to choose your password and sign in to your institution's area (it works once):",
      "",
      setPasswordLink(siteUrl, token),
      "",
      "If you did not ask for this, ignore this email: nothing happens without the link.",
    ].join("\n"),
  };
}
