import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data } from "react-router";
import { NotFoundContent } from "../../components/layout/not-found-content.tsx";
import type { Route } from "./+types/not-found";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function loader({ params }: Route.LoaderArgs) {
  return data({ path: params["*"] ?? "" }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundContent />;
}
