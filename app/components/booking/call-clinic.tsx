import type { ReactNode } from "react";
import { useClinic } from "~/components/clinic-context";

/** For a message's `<phone>` tag: the clinic's number as a link that dials it, kept left to right. */
export function useCallClinic(): { number: string; phone: (chunks: ReactNode[]) => ReactNode } {
  const { primaryPhone } = useClinic();
  return {
    number: primaryPhone.display,
    phone: (chunks) => (
      <a href={`tel:${primaryPhone.e164}`} className="font-semibold underline" dir="ltr">
        {chunks}
      </a>
    ),
  };
}
