// A form body the site cannot read is the client's fault: 400 with a plain message, never a 500 and an error
// in the log. Every form of the site posts application/x-www-form-urlencoded or multipart/form-data (React
// Router's own fetch posts send a form as URLSearchParams or FormData too; it sends JSON or text only for an
// encType no form here uses), and every action reads it with request.formData(), which throws for any other
// type, for multipart without its boundary, and for a multipart body that does not follow its boundary.
import type { FastifyRequest } from "fastify";
import { refusal } from "./plugins/error-handler.ts";

export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please reload the page and send it again.";

export function unreadableForm() {
  return refusal(400, "PORTAL_UNREADABLE_FORM", UNREADABLE_FORM_MESSAGE);
}

const URLENCODED = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const MULTIPART_WITH_BOUNDARY =
  /^multipart\/form-data\s*;(?:[^;]*;)*\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** Throws the refusal for a body of a type no form sends, before React Router is asked. A post without a body
 * passes: signing out sends none. */
export function refuseUnreadableForm(req: FastifyRequest) {
  if (req.method === "GET" || req.method === "HEAD") return;
  const body = req.body as Buffer | undefined;
  if (!body?.length) return;
  const type = req.headers["content-type"] ?? "";
  if (!URLENCODED.test(type) && !MULTIPART_WITH_BOUNDARY.test(type)) throw unreadableForm();
}

/**
 * Turns a failure of `request.formData()` inside an action (a multipart body that breaks its own boundary, a
 * post without a body to a form) into a thrown 400 Response, which React Router neither logs nor counts as a
 * server error; gives back whether that happened, so that the caller answers the refusal instead.
 */
export function watchFormReading(request: Request): () => boolean {
  let failed = false;
  const read = request.formData.bind(request);
  request.formData = async () => {
    try {
      return await read();
    } catch {
      failed = true;
      throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400 });
    }
  };
  return () => failed;
}
