import type { ComponentType } from "react";
import { consultant, surgeon } from "~/content/doctors";
import { ConsultantProfile } from "./consultant-profile";
import { SurgeonProfile } from "./surgeon-profile";

// One component per doctor, shared by the dedicated route and /doctors/{slug}.
const profiles: Record<string, ComponentType> = {
  [surgeon.slug]: SurgeonProfile,
  [consultant.slug]: ConsultantProfile,
};

export function DoctorProfile({ slug }: { slug: string }) {
  const Profile = profiles[slug];
  return Profile ? <Profile /> : null;
}
