// Counselling section with the Need Counselling button (its popup, or before JavaScript the contact page).
import { Headset, PhoneCall } from "lucide-react";
import { CounsellingButton } from "../lead-form/counselling-button.tsx";

const button =
  "inline-flex items-center gap-2 rounded-xl bg-accent-700 px-6 py-3.5 font-bold text-white shadow-lg transition hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function Counselling() {
  return (
    <section aria-labelledby="counselling-heading" className="mx-auto max-w-7xl px-4 py-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 p-8 text-white sm:p-12">
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-white/10" />
        <div className="relative grid gap-6 lg:grid-cols-[1fr_auto] lg:items-center">
          <div>
            <h2 id="counselling-heading" className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
              <Headset aria-hidden="true" className="size-8 shrink-0 text-orange-300" />
              Confused about which college to choose?
            </h2>
            <p className="mt-3 max-w-2xl text-brand-50">
              Talk to an admission counsellor for free. We help you shortlist colleges for your rank, budget and city,
              and remind you before every deadline.
            </p>
          </div>
          <CounsellingButton
            className={button}
            title="Need Counselling?"
            description="Leave your details and a counsellor will call you back, usually the same day."
          >
            <PhoneCall aria-hidden="true" className="size-5" />
            Need Counselling
          </CounsellingButton>
        </div>
      </div>
    </section>
  );
}
