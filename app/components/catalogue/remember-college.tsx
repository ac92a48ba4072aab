// Marks a staff college page to be remembered among the recently visited colleges (app/lib/recent-colleges.ts):
// app/reading/enhance.ts reads the mark when the page is loaded as a document (a reading page runs no React),
// and the effect writes it when a hydrated page's link rendered it in the browser.
import { useEffect } from "react";
import { rememberCollege, type RecentCollege } from "../../lib/recent-colleges.ts";

export function RememberCollege({ slug, name }: RecentCollege) {
  useEffect(() => rememberCollege(window.localStorage, { slug, name }), [slug, name]);
  return <span hidden data-remember-college={JSON.stringify({ slug, name })} />;
}
