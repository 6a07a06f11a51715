// Starting gallery: the site's own illustrations (no stock photos of fake patients)
// until the clinic uploads real photographs from the admin area.
import type { GalleryCategory } from "~/lib/gallery";

export interface GallerySeed {
  url: string;
  title: string;
  category: GalleryCategory;
  alt: string;
  therapySlug: string | null;
}

export const galleryImages: GallerySeed[] = [
  {
    url: "/illustrations/facility-reception.svg",
    title: "Reception and waiting area",
    category: "Facility",
    alt: "Illustration of the bright reception area with seating by a sea-facing window",
    therapySlug: null,
  },
  {
    url: "/illustrations/facility-therapy-room.svg",
    title: "Therapy room",
    category: "Facility",
    alt: "Illustration of a calm therapy room with a treatment couch and exercise equipment",
    therapySlug: "post-pregnancy-rehabilitation",
  },
  {
    url: "/illustrations/facility-garden.svg",
    title: "Garden and walking path",
    category: "Facility",
    alt: "Illustration of the clinic garden with a level walking path and benches",
    therapySlug: null,
  },
  {
    url: "/illustrations/therapy-hyperbaric-oxygen-therapy.svg",
    title: "Hyperbaric oxygen chamber",
    category: "Equipment",
    alt: "Illustration of a hyperbaric oxygen chamber with round porthole windows",
    therapySlug: "hyperbaric-oxygen-therapy",
  },
  {
    url: "/illustrations/therapy-cryotherapy.svg",
    title: "Cryotherapy cabin",
    category: "Equipment",
    alt: "Illustration of a cryotherapy cabin surrounded by cool mist",
    therapySlug: "cryotherapy",
  },
  {
    url: "/illustrations/therapy-zero-gravity-gait-trainer.svg",
    title: "Zero gravity gait trainer",
    category: "Equipment",
    alt: "Illustration of a body-weight-support gait trainer with a walking figure",
    therapySlug: "zero-gravity-gait-trainer",
  },
  {
    url: "/illustrations/therapy-hydrogen-inhalation.svg",
    title: "Hydrogen inhalation station",
    category: "Treatment",
    alt: "Illustration of a reclining chair beside a hydrogen inhalation device",
    therapySlug: "hydrogen-inhalation",
  },
  {
    url: "/illustrations/therapy-post-pregnancy-rehabilitation.svg",
    title: "Post-pregnancy rehabilitation session",
    category: "Treatment",
    alt: "Illustration of a mother doing a gentle core exercise on a mat",
    therapySlug: "post-pregnancy-rehabilitation",
  },
  {
    url: "/illustrations/gallery-equipment.svg",
    title: "Monitoring equipment",
    category: "Equipment",
    alt: "Illustration of patient monitoring equipment in a treatment room",
    therapySlug: "hyperbaric-oxygen-therapy",
  },
  {
    url: "/illustrations/gallery-treatment.svg",
    title: "A supervised treatment session",
    category: "Treatment",
    alt: "Illustration of a therapist guiding a patient through a session",
    therapySlug: "zero-gravity-gait-trainer",
  },
  {
    url: "/illustrations/gallery-staff.svg",
    title: "Our care team",
    category: "Staff",
    alt: "Illustration of the care team in teal scrubs",
    therapySlug: "hyperbaric-oxygen-therapy",
  },
];
