export const GALLERY_CATEGORIES = ["Equipment", "Treatment", "Facility", "Staff", "Patients"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
