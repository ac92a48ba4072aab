// An unknown /admin/… address, for a signed-in admin (anyone else was already sent to sign in).
import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <title>Not found · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">This admin page does not exist</h1>
      <p className="mt-2 text-slate-700">The address may be mistyped, or the page has moved.</p>
      <Link to="/admin/dashboard" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
