// A table's header row: one column header per name, in the site's table style unless a table asks otherwise.
export function ColumnHeads({
  names,
  className = "bg-brand-50 text-brand-900",
  cellClassName = "px-4 py-3",
}: {
  names: string[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={cellClassName}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
