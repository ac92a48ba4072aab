// The enquiry buttons of a college row or page: Apply Now, Download Boucher (the spec's spelling), Download
// Voucher. Each opens the enquiry with the college as its context.
import { Link } from "react-router";

export type EnquiryKind = "apply" | "brochure" | "voucher";

const labels: Record<EnquiryKind, string> = {
  apply: "Apply Now",
  brochure: "Download Boucher",
  voucher: "Download Voucher",
};

const styles: Record<EnquiryKind, string> = {
  apply: "bg-brand-700 text-white hover:bg-brand-900",
  brochure: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  voucher: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
};

export function EnquiryActions({ college, kinds }: { college: string; kinds: EnquiryKind[] }) {
  return (
    <>
      {kinds.map((kind) => (
        <Link
          key={kind}
          to={`/contact?enquiry=${kind}&college=${encodeURIComponent(college)}`}
          className={`inline-flex items-center rounded-md px-3 py-1.5 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${styles[kind]}`}
        >
          {labels[kind]}
          <span className="sr-only">: {college}</span>
        </Link>
      ))}
    </>
  );
}
