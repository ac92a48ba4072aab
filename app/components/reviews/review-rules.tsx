// The rules half of /review: dos and don'ts, the five writing tips, rewards and the monthly leaderboard.
import { CircleCheck, CircleX, Trophy } from "lucide-react";
import { leaderboardRules, rewardRules, reviewDonts, reviewDos, reviewTips } from "../../../content/reviews-rules.ts";
import { card } from "../content/content-links.ts";
import { ColumnHeads } from "../ui/column-heads.tsx";

export function DosAndDonts() {
  return (
    <section aria-labelledby="dos-heading">
      <h2 id="dos-heading" className="text-2xl font-bold text-brand-900">
        Dos and don'ts
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <List
          title="Do"
          items={reviewDos}
          icon={<CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />}
        />
        <List
          title="Don't"
          items={reviewDonts}
          icon={<CircleX aria-hidden="true" className="size-5 shrink-0 text-red-700" />}
        />
      </div>
    </section>
  );
}

function List({ title, items, icon }: { title: string; items: string[]; icon: React.ReactNode }) {
  return (
    <div className={card}>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            {icon}
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReviewTips() {
  return (
    <section aria-labelledby="tips-heading">
      <h2 id="tips-heading" className="text-2xl font-bold text-brand-900">
        Rules for a great review
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {reviewTips.map((tip) => (
          <li key={tip.title} className={card}>
            <h3 className="font-bold text-brand-900">{tip.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{tip.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function RewardRules() {
  return (
    <section aria-labelledby="rewards-heading" className="grid gap-6 lg:grid-cols-2">
      <div className={card}>
        <h2 id="rewards-heading" className="text-2xl font-bold text-brand-900">
          Rewards rules
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
          {rewardRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <div className={card}>
        <h2 className="flex items-center gap-2 text-2xl font-bold text-brand-900">
          <Trophy aria-hidden="true" className="size-6 text-orange-700" /> Monthly leaderboard
        </h2>
        <p className="mt-2 text-slate-700">{leaderboardRules.intro}</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-phone="fits">
            <caption className="sr-only">Leaderboard bonus cash and referral minimums by rank</caption>
            <ColumnHeads names={["Rank", "Bonus cash", "To qualify"]} cellClassName="px-3 py-2" />
            <tbody className="divide-y divide-slate-100">
              {leaderboardRules.tiers.map((t) => (
                <tr key={t.ranks}>
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {t.ranks}
                  </th>
                  <td className="px-3 py-2 font-bold text-slate-900">{t.bonus}</td>
                  <td className="px-3 py-2">{t.minReferrals}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-slate-600">{leaderboardRules.note}</p>
      </div>
    </section>
  );
}
