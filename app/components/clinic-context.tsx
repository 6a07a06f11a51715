import { createContext, useContext } from "react";
import type { ClinicView } from "~/lib/clinic-view";

// The published clinic settings (or the staff's draft in a preview), read once per request by
// the root loader and handed to every component that shows a phone number, an address or hours.
const ClinicContext = createContext<ClinicView | null>(null);

export const ClinicProvider = ClinicContext.Provider;

export function useClinic(): ClinicView {
  const clinic = useContext(ClinicContext);
  // Failing loudly beats showing stale facts: a page rendered outside the root layout is a bug.
  if (!clinic) throw new Error("useClinic() needs a <ClinicProvider> (the root layout gives one)");
  return clinic;
}
