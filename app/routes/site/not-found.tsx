import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ params }: Route.LoaderArgs) {
  return data({ path: params["*"] ?? "" }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">I have bad news for you...</h1>
      <p className="mt-3 text-slate-600">The page you are looking for might be removed or is temporarily unavailable</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Back to homepage
      </Link>
    </main>
  );
}
