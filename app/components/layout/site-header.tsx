// Header (SPEC.md §2): logo, Select Goal & City, site search, Write a Review, Explore, the notification
// bell and the login/register menu. Transparent over the hero on the home page, white elsewhere.
import { Bell, Compass, MapPin, PenLine, UserRound } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { layoutText } from "../../../content/i18n/layout.ts";
import { accountLinks, exploreLinks } from "../../../content/site-links.ts";
import { pathIn } from "../../../web/language.ts";
import { useLanguage, useText } from "../../lib/i18n.ts";
import { goalLabel, useStudyGoal } from "../../lib/study-goal.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Link } from "react-router";
import { Menu } from "../ui/menu.tsx";
import { Typeahead } from "../ui/typeahead.tsx";
import { GoalPanel, NotificationPopup } from "./popups.ts";

export function SiteHeader({ overlay }: { overlay: boolean }) {
  const [goalOpen, setGoalOpen] = useState(false);
  const [bellOpen, setBellOpen] = useState(false);
  const goal = useStudyGoal();
  const hydrated = useHydrated();
  const t = useText(layoutText);
  const tone = overlay ? "text-white hover:bg-white/15" : "text-slate-800 hover:bg-slate-100";
  const item = `inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${overlay ? "focus-visible:outline-white" : "focus-visible:outline-brand-600"} ${tone}`;

  return (
    <header
      className={overlay ? "bg-transparent" : "border-b border-slate-200 bg-white"}
      data-testid="site-header"
      data-overlay={overlay}
    >
      {/* Positioned: on phones the header's menus span this row rather than hang off their buttons. */}
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2.5 sm:px-4 lg:flex-nowrap lg:gap-x-3">
        <Link
          to="/"
          className={`mr-1 inline-flex shrink-0 items-center gap-2 rounded-lg ${overlay ? "text-white" : "text-brand-900"}`}
        >
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="hidden text-base font-extrabold leading-tight tracking-tight sm:inline">
            College<span className={overlay ? "text-orange-300" : "text-accent-700"}>Admissions</span>
          </span>
          <span className="sr-only">{t("home")}</span>
        </Link>
        {/* A link to /choose-goal until scripts run; then it opens the panel in place. */}
        <Link
          to="/choose-goal"
          onClick={(e) => {
            e.preventDefault();
            setGoalOpen(true);
          }}
          onPointerEnter={GoalPanel.preload}
          onFocus={GoalPanel.preload}
          className={`${item} min-w-0 flex-1 sm:flex-none`}
          data-testid="goal-button"
        >
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="line-clamp-2 text-left leading-tight">{goalLabel(goal) ?? t("chooseGoal")}</span>
        </Link>
        <div className="order-last w-full lg:order-none lg:max-w-md lg:flex-1">
          <Typeahead
            server
            size="header"
            placeholder={t("searchPlaceholder")}
            label={t("searchLabel")}
            testId="header-search"
          />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-0.5">
          <LanguageSwitch className={item} />
          <Link to="/review" className={`${item} max-md:hidden`}>
            <PenLine aria-hidden="true" className="size-4" />
            {t("writeReview")}
          </Link>
          <Menu
            label={
              <>
                <span className="sr-only sm:not-sr-only">{t("explore")}</span>
                <Compass aria-hidden="true" className="size-5 sm:hidden" />
              </>
            }
            items={[
              { label: t("writeReview"), href: "/review", className: "md:hidden" },
              ...exploreLinks.map((l) => ({ label: t(l.text), href: l.href })),
            ]}
            buttonClass={item}
            align="right"
            columns={2}
            hover
            name="header-menu"
            testId="explore-menu"
          />
          {/* A link to the page's Latest Notifications box until scripts run (and on reading pages); then it
              opens the popup in place. */}
          <a
            href="#latest-notifications"
            role={hydrated ? "button" : undefined}
            onClick={(e) => {
              e.preventDefault();
              setBellOpen(true);
            }}
            onPointerEnter={NotificationPopup.preload}
            onFocus={NotificationPopup.preload}
            className={item}
            aria-label={t("notifications")}
          >
            <Bell aria-hidden="true" className="size-5" />
          </a>
          <Menu
            label={
              <>
                <UserRound aria-hidden="true" className="size-5" />
                <span className="sr-only">{t("account")}</span>
              </>
            }
            items={accountLinks.map((l) => ({ label: t(l.text), href: l.href }))}
            buttonClass={item}
            align="right"
            name="header-menu"
            testId="account-menu"
          />
        </div>
      </div>
      <GoalPanel open={goalOpen} onOpenChange={setGoalOpen} />
      <NotificationPopup open={bellOpen} onOpenChange={setBellOpen} />
    </header>
  );
}

/** The same page in the other language: a link that also remembers the choice (server/plugins/language.ts). */
function LanguageSwitch({ className }: { className: string }) {
  const language = useLanguage();
  const t = useText(layoutText);
  const { pathname, search } = useLocation();
  const other = language === "hi" ? "en" : "hi";
  const next = pathIn(other, pathname + search);
  return (
    <a
      href={`/language?${new URLSearchParams({ to: other, next })}`}
      hrefLang={other}
      lang={other}
      rel="alternate nofollow"
      className={className}
      aria-label={t("otherLanguageLabel")}
      data-testid="language-switch"
    >
      {t("otherLanguage")}
    </a>
  );
}
