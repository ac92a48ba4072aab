// What a student's page posts (decision 033) besides its hidden fields: for an erasure, the email address the
// link was sent to. The confirmation form and the action check it with this schema; an empty address gets the
// message a wrong one gets, in the page's language. Withdrawing a purpose asks for nothing.
import { z } from "zod";
import { myDataText } from "../../content/my-data.ts";
import type { NoticeLanguage } from "../../domain/consent/notice.ts";

export function confirmFormSchema(language: NoticeLanguage, intent: string) {
  if (intent !== "erase") return z.object({ email: z.string().optional() });
  const wrong = myDataText[language].wrongEmail;
  return z.object({
    email: z
      .string({ error: wrong })
      .refine((v) => v.trim() !== "", wrong)
      .transform((v) => v.slice(0, 254)),
  });
}
