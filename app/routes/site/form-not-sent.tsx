// /form-not-sent: what a browser sees when the server refuses a form it posted before any page's action runs
// (from another site, too large, too many a minute). server/plugins/site.ts renders it in place of the refused
// post, with the refusal's status. Outside the site layout, so a flood of refused posts costs no database
// query, and without scripts: the browser's address is the post's, and a router started there would render
// that page instead of this one.
import { Home, Undo2 } from "lucide-react";
import { returnUrl } from "../../lib/lead-action.server.ts";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { readsQuery } from "../../../web/page-query.ts";
import { READING_PAGE } from "../../lib/page-scripts.ts";
import type { Route } from "./+types/form-not-sent";

export const handle = { ...readsQuery("reason", "back"), ...READING_PAGE };

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export function meta() {
  return [{ title: "Your form was not sent" }, { name: "robots", content: "noindex" }];
}

/** Why, in the student's words, and what to do; by the reason server/plugins/site.ts names. */
const REASONS = {
  origin:
    "It came from another website, or your browser did not say which website it came from, so we did not accept it. If you were filling in a form on this site, go back and send it again.",
  "too-large": "It was larger than we accept (100 KB). Shorten what you wrote and send it again.",
  "too-many":
    "Too many forms have been sent from your connection in the last minute. Please wait a minute, then send it again.",
  refused: "We could not read it. Please go back and send it again.",
};

// The reason server/plugins/site.ts names; any other is left out, and the page gives the general one.
const readQuery = queryReader({ reason: z.enum(Object.keys(REASONS) as (keyof typeof REASONS)[]) });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { reason = "refused" } = readQuery(url.searchParams).values;
  // Passed on, not read: only a page of this site, since the address may have been typed by anyone.
  const back = returnUrl(url.searchParams.get("back"));
  return {
    explanation: REASONS[reason],
    back: back.pathname + back.search,
  };
}

const LINK =
  "inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";

export default function FormNotSent({ loaderData }: Route.ComponentProps) {
  const { explanation, back } = loaderData;
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your form was not sent</h1>
      <p className="mt-3 text-slate-700">{explanation}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {back === "/" ? null : (
          <a href={back} className={`${LINK} bg-brand-700 text-white hover:bg-brand-900`}>
            <Undo2 aria-hidden="true" className="size-5" />
            Back to the form
          </a>
        )}
        <a
          href="/"
          className={`${LINK} ${back === "/" ? "bg-brand-700 text-white hover:bg-brand-900" : "border border-brand-700 text-brand-800 hover:bg-brand-50"}`}
        >
          <Home aria-hidden="true" className="size-5" />
          Back to homepage
        </a>
      </p>
    </main>
  );
}
