import { faqs } from "../../../content/faqs.ts";
import { Disclosure } from "../ui/disclosure.tsx";
import { section, SectionHeading } from "./section-heading.tsx";

export function Faqs() {
  return (
    <section aria-labelledby="faq-heading" className={section}>
      <SectionHeading id="faq-heading" title="FAQs on Courses After 12th" />
      <div
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
        data-testid="faqs"
      >
        {faqs.map((f) => (
          <Disclosure key={f.question} name="faq" summary={f.question}>
            {f.answer}
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
