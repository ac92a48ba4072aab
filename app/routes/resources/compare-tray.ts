// POST /compare/tray: adds an institution to the student's compare tray or removes one (web/compare-tray.server.ts).
// A plain form post goes back to the page it came from (`back`), the tray then in its layout; a full tray is
// said there (?tray=full). A hydrated page's button posts through a fetcher with `reply=data` and gets the
// answer as data instead, the layout's tray then reloading as after any form.
import { data, redirect } from "react-router";
import { z } from "zod";
import { dbContext, requestInfoContext } from "#context";
import { MAX_COMPARED } from "../../../domain/institutions/compare.ts";
import { trayInstitutions } from "../../../domain/institutions/compare.server.ts";
import type { TrayAnswer } from "../../lib/compare-tray.tsx";
import { returnUrl } from "../../lib/lead-action.server.ts";
import { trayCookie, traySlugs } from "../../../web/compare-tray.server.ts";
import type { Route } from "./+types/compare-tray";
import { routerPath } from "../../../web/language.ts";

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,160}$/);
const trayForm = z.union([
  z.object({ add: slug, remove: z.undefined() }),
  z.object({ remove: slug, add: z.undefined() }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const wantsData = form.get("reply") === "data";
  const asked = trayForm.safeParse({ add: form.get("add") ?? undefined, remove: form.get("remove") ?? undefined });
  const refuse = (message: string) =>
    wantsData
      ? data<TrayAnswer>({ ok: false, message }, 400)
      : new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!asked.success) return refuse("Say which college to add to the comparison or take out of it.");

  const held = traySlugs(request);
  let tray = held.filter((s) => s !== asked.data.remove);
  let full = false;
  const adding = asked.data.add;
  if (adding && !held.includes(adding)) {
    if (!(await trayInstitutions(context.get(dbContext), [adding])).length)
      return refuse("That college is not in our catalogue: it was not added to the comparison.");
    full = held.length >= MAX_COMPARED;
    if (!full) tray = [...held, adding];
  }
  const headers = { "Set-Cookie": trayCookie(tray, context.get(requestInfoContext).secureCookies) };
  if (wantsData) return data<TrayAnswer>({ ok: true, full }, { headers });

  const back = returnUrl(form.get("back")?.toString());
  back.searchParams.delete("tray");
  if (full) back.searchParams.set("tray", "full");
  const to = routerPath(new URL(request.url).pathname, back.pathname + back.search + back.hash);
  return redirect(to, { status: 303, headers });
}
