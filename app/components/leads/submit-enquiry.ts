// Browser side of an enquiry: post the form, read the answer, start the brochure download.

export type FieldErrors = Partial<Record<"name" | "email" | "phone" | "city" | "course", string>>;

export type EnquiryResult =
  | { kind: "sent"; brochure: string }
  | { kind: "refused"; message: string; fieldErrors: FieldErrors }
  | { kind: "network" };

export async function submitEnquiry(body: FormData): Promise<EnquiryResult> {
  try {
    const response = await fetch("/resources/enquiry", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const data = (await response.json()) as {
      ok: boolean;
      brochure?: string;
      message?: string;
      fieldErrors?: FieldErrors;
    };
    if (response.ok && data.ok) return { kind: "sent", brochure: data.brochure ?? "/resources/brochure.pdf" };
    return {
      kind: "refused",
      message: data.message ?? `status ${response.status}`,
      fieldErrors: data.fieldErrors ?? {},
    };
  } catch (error) {
    console.error("Enquiry could not be sent", error);
    return { kind: "network" };
  }
}

export function downloadBrochure(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}
