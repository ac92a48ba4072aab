// The admin top bar (SPEC.md §2): Home, Card slider, College Page, Nav Course Page, Stream, Program, Leads,
// Reviews, Data, Logout; the dated site content (Notifications, Exam dates, Admission alerts, Scholarships) and
// the institutions' claims under one "Site content" menu, and the staff list, the audit trail and one's own
// account under "Team", so the bar stays one line on a 1024-1366 px screen. Each
// staff member sees only what their role may open (app/lib/admin-sections.ts). On a phone every link folds
// into a menu that opens and closes with one button.
import { LogOut, Menu as MenuIcon, X } from "lucide-react";
import { useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import type { StaffRole } from "../../../domain/admins/roles.ts";
import { mayOpen } from "../../lib/admin-sections.ts";
import { Menu } from "../ui/menu.tsx";

const adminLinks = [
  { label: "Home", to: "/admin/dashboard" },
  { label: "Card slider", to: "/admin/cardslider" },
  { label: "College Page", to: "/admin/collegepage" },
  { label: "Nav Course Page", to: "/admin/navcoursepagelist" },
  { label: "Stream", to: "/admin/stream" },
  { label: "Program", to: "/admin/program" },
  { label: "Leads", to: "/admin/leads" },
  { label: "Reviews", to: "/admin/reviews" },
  { label: "Data", to: "/admin/data" },
];

const teamLinks = [
  { label: "Staff", to: "/admin/staff" },
  { label: "Audit trail", to: "/admin/audit" },
  { label: "Your account", to: "/admin/account" },
];

const siteContentLinks = [
  { label: "Notifications", to: "/admin/notifications" },
  { label: "Exam dates", to: "/admin/exam-dates" },
  { label: "Admission alerts", to: "/admin/admission-alerts" },
  { label: "Scholarships", to: "/admin/scholarships" },
  { label: "Institutions", to: "/admin/institutions" },
];

// The original stored these after sign-in; our session lives in an httpOnly cookie, but a browser that
// used the old admin may still hold them, and signing out must leave nothing behind.
function clearStoredLogin() {
  try {
    localStorage.removeItem("token-info");
    localStorage.removeItem("userId");
  } catch {
    // Storage can be switched off; then there is nothing to clear.
  }
}

/** How a bar item looks, a link or the Site content menu's button (each adds its own display). */
const look = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition lg:px-2 xl:px-3 focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? "bg-white/15 text-white" : "text-blue-100 hover:bg-white/10 hover:text-white"
  }`;
const link = (state: { isActive: boolean }) => `block ${look(state)}`;

export function AdminNav({ email, role }: { email: string; role?: StaffRole }) {
  const [open, setOpen] = useState(false);
  const allowed = ({ to }: { to: string }) => (role ? mayOpen(role, to) : false);
  const links = adminLinks.filter(allowed);
  const contentLinks = siteContentLinks.filter(allowed);
  const team = teamLinks.filter(allowed);
  const { pathname } = useLocation();
  // Following a link closes the phone menu (the pathname changes).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  const logout = (
    <Form method="post" action="/admin/logout" onSubmit={clearStoredLogin}>
      <button
        type="submit"
        className="inline-flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-blue-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {/* Icon only between 1024 and 1280 px, so the bar stays one line. */}
        <span className="lg:max-xl:sr-only">Logout</span>
      </button>
    </Form>
  );

  return (
    <header className="sticky top-0 z-40 bg-brand-900 text-white shadow">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:px-4">
        <span className="mr-1 shrink-0 text-base font-extrabold tracking-tight xl:mr-2">
          Admin<span className="text-orange-300">Desk</span>
        </span>
        <nav aria-label="Admin" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-0.5">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={link}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {(
              [
                ["Site content", contentLinks],
                ["Team", team],
              ] as const
            ).map(([label, items]) =>
              items.length ? (
                <li key={label}>
                  <Menu
                    label={label}
                    items={items.map((l) => ({ label: l.label, href: l.to }))}
                    buttonClass={`inline-flex items-center gap-1 ${look({ isActive: items.some((l) => pathname.startsWith(l.to.replace(/s$/, ""))) })}`}
                    align="right"
                  />
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        <span className="ml-auto hidden max-w-48 truncate text-xs text-blue-200 xl:inline" title={email}>
          {email}
        </span>
        <div className="hidden lg:block">{logout}</div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen(!open)}
          className="ml-auto inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white lg:hidden"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <MenuIcon aria-hidden="true" className="size-5" />}
          Menu
        </button>
      </div>
      <nav
        id="admin-menu"
        aria-label="Admin menu"
        hidden={!open}
        className="border-t border-white/10 px-3 pb-3 lg:hidden"
      >
        <ul className="grid gap-0.5 pt-2 sm:grid-cols-2">
          {[...links, ...contentLinks, ...team].map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={link}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>{logout}</li>
        </ul>
        <p className="mt-2 truncate px-3 text-xs text-blue-200">Signed in as {email}</p>
      </nav>
    </header>
  );
}
