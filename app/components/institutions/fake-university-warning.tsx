// UGC's warning about a fake university, shown on search results and on the page of an institution of
// exactly that name and place: its degrees are not valid. Says where the list comes from and links UGC.
import type { FakeUniversityNotice } from "../../../domain/institutions/fake-universities.server.ts";

export function FakeUniversityWarning({ notice }: { notice: FakeUniversityNotice }) {
  const where = notice.place ? `${notice.name}, ${notice.place}` : notice.name;
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900" data-testid="ugc-fake">
      <p className="font-bold">
        UGC has declared {where} fake (UGC public notice, {notice.source.year}): its degrees are not valid.
      </p>
      <p className="mt-1 text-sm">
        Check any university on{" "}
        <a href={notice.source.url} className="font-semibold underline" rel="noopener noreferrer">
          UGC&apos;s website
        </a>{" "}
        before you apply. The portal&apos;s copy of UGC&apos;s list was transcribed from a news report of the notice.
      </p>
    </div>
  );
}
