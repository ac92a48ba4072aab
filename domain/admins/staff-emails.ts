// The emails staff get: an invite to the admin area, and a password reset. Each holds a one-time link.
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
