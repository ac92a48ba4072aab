// Heading and intro line of a home page section.
export function SectionHeading({
  id,
  title,
  intro,
  light,
}: {
  id: string;
  title: string;
  intro?: string;
  light?: boolean;
}) {
  return (
    <div className="mb-6 max-w-3xl">
      <h2
        id={id}
        className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${light ? "text-white" : "text-brand-900"}`}
      >
        {title}
      </h2>
      {intro ? <p className={`mt-2 ${light ? "text-brand-100" : "text-slate-700"}`}>{intro}</p> : null}
    </div>
  );
}

export const section = "mx-auto max-w-7xl px-4 py-12 sm:py-14";
