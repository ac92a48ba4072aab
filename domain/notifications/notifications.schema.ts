// A notice as staff write it: the text, the page it opens and the days it is shown.
import { z } from "zod";
import { requiredDate, requiredText, sitePath } from "../fields.ts";

export const notificationInputSchema = z
  .object({
    text: requiredText(300),
    // Only the portal's own pages: a notice never sends a student to a script or another site unseen.
    href: sitePath(),
    publishedOn: requiredDate,
    showUntil: requiredDate,
  })
  .refine((n) => n.showUntil >= n.publishedOn, {
    message: "The last day shown cannot be before the notice's date.",
    path: ["showUntil"],
  });

export type NotificationInput = z.infer<typeof notificationInputSchema>;
