// Words of controls many pages share, in Hindi: the keys of ../en/common.ts, each translated.
import type { Catalogue } from "../../../domain/i18n/text.ts";
import type en from "../en/common.ts";

export default {
  pages: "पेज",
  previous: "पिछला",
  next: "अगला",
  pageNumber: "पेज {page}",
  breadcrumb: "आप यहाँ हैं",
  compare: "+ तुलना करें",
  compareName: "{name} की तुलना करें",
  inComparison: "✓ तुलना में जोड़ा गया",
  inComparisonName: "{name} आपकी तुलना में है: अभी तुलना करें",
  compareFull: "एक बार में चार की तुलना हो सकती है: पहले ट्रे से एक हटाएँ।",
} satisfies Catalogue<typeof en>;
