// What every form of the portal answers, the admin forms and the site's lead form alike: the message
// the toast shows, and for a refusal one message per field (keyed by the field's name in the form).
import { isRouteErrorResponse } from "react-router";
import type { FieldErrors } from "../../domain/errors.ts";

export interface FormRefused {
  ok: false;
  message: string;
  errors: FieldErrors;
}

export type FormResult<Done extends object = object> = ({ ok: true; message: string } & Done) | FormRefused;

/**
 * A form that never reached the server (the connection dropped, or the answer was not the form's) keeps
 * everything typed and says so with SPEC.md §8's message for that form, instead of landing on an error page.
 */
export async function keepFormOnNetworkError<T>(send: () => Promise<T>, message: string): Promise<T | FormRefused> {
  try {
    return await send();
  } catch (err) {
    // Redirects (a session that ended) and answers from the server pass through.
    if (err instanceof Response || isRouteErrorResponse(err)) throw err;
    console.error("The form could not be sent", err);
    return { ok: false, message, errors: {} };
  }
}

/** SPEC.md §8's text for a lead that was received. */
export const LEAD_RECEIVED = "Form submitted successfully!";
