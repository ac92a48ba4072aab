// SPEC.md §2: after adding a nav course the original went to /navcoursepagelist; that address leads to
// the admin list (which itself asks for a sign-in when needed).
import { redirect } from "react-router";

export function loader() {
  return redirect("/admin/navcoursepagelist", 301);
}
