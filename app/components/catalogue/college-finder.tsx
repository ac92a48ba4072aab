// Search the colleges of a course page by name. The browser's own suggestion list (datalist) gives the
// typeahead with no script to download; picking a name and pressing Go opens the college. Without
// JavaScript the form asks the page itself (?q=), whose loader sends the visitor on.
import { useId, useState } from "react";
import { useNavigate } from "react-router";

interface Props {
  colleges: { slug: string; name: string; city: string }[];
  course: string;
}

export function CollegeFinder({ colleges, course }: Props) {
  const listId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState("");
  const find = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim().toLowerCase();
    const match =
      colleges.find((c) => c.name.toLowerCase() === q) ?? colleges.find((c) => c.name.toLowerCase().includes(q));
    if (q && match) void navigate(`/college/${match.slug}`);
    else setMessage(q ? "No relevant page found." : "Type a college name.");
  };
  return (
    <form onSubmit={find} method="get" className="mt-6 max-w-xl">
      <label htmlFor={`${listId}-q`} className="text-sm font-semibold text-brand-50">
        Search {course} colleges
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${listId}-q`}
          name="q"
          list={listId}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setMessage("");
          }}
          placeholder="College name"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border-2 border-white bg-white px-4 py-3 text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-accent-500"
        />
        <button
          type="submit"
          className="rounded-lg bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          Go
        </button>
      </div>
      <datalist id={listId}>
        {colleges.map((c) => (
          <option key={c.slug} value={c.name}>
            {c.city}
          </option>
        ))}
      </datalist>
      <p role="status" className="mt-2 min-h-5 text-sm text-white">
        {message}
      </p>
    </form>
  );
}
