// Social links with hand-drawn glyphs (lucide no longer ships brand logos).
const icons: { label: string; href: string; path: string }[] = [
  {
    label: "Facebook",
    href: "https://www.facebook.com/",
    path: "M14 8h2V5h-2.5C11 5 10 6.6 10 9v2H8v3h2v7h3v-7h2.5l.5-3h-3V9.2c0-.8.3-1.2 1-1.2z",
  },
  {
    label: "X (Twitter)",
    href: "https://x.com/",
    path: "M5 5h3.6l3.6 5 4.2-5H18l-5 6 5.6 8H15l-3.9-5.4L6.5 19H5l5.4-6.4z",
  },
  {
    label: "Instagram",
    href: "https://www.instagram.com/",
    path: "M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm4 2.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.3 6.7a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  },
  {
    label: "YouTube",
    href: "https://www.youtube.com/",
    path: "M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12 27 27 0 0 0 3 15.8a2.6 2.6 0 0 0 1.8 1.8C6.4 18 12 18 12 18s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8 27 27 0 0 0 .4-3.8 27 27 0 0 0-.4-3.8zM10 15V9l5 3z",
  },
  {
    label: "LinkedIn",
    href: "https://www.linkedin.com/",
    path: "M5 9h3v10H5zm1.5-5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.4c.4-.8 1.4-1.6 3-1.6 3.1 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v5H10z",
  },
];

export function SocialIcons() {
  return (
    <ul className="flex gap-2">
      {icons.map((icon) => (
        <li key={icon.label}>
          <a
            href={icon.href}
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              <path d={icon.path} />
            </svg>
            <span className="sr-only">{icon.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
