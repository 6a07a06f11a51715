// Seed video embeds for Samudra Rehab & Wellness Centre.
// The video ids (Samudra0000-Samudra0003) are clearly-demo 11-character
// placeholders that the clinic replaces with its own videos.

export type VideoCategory = "therapy" | "testimonial" | "facility";

export interface VideoSeed {
  title: string;
  url: string;
  category: VideoCategory;
  therapySlug: string | null;
  description: string;
  sortOrder: number;
}

export const videos: VideoSeed[] = [
  {
    title: "Facility Tour: Samudra Rehab & Wellness Centre",
    url: "https://www.youtube.com/watch?v=Samudra0000",
    category: "facility",
    therapySlug: null,
    description:
      "A short walk through the centre in Maharanipeta, Visakhapatnam: reception, consultation rooms, the hyperbaric oxygen chamber, the cryotherapy cabin and the rehabilitation gym.",
    sortOrder: 1,
  },
  {
    title: "What to Expect During Hyperbaric Oxygen Therapy",
    url: "https://www.youtube.com/watch?v=Samudra0001",
    category: "therapy",
    therapySlug: "hyperbaric-oxygen-therapy",
    description:
      "Our consultant in hyperbaric medicine explains a typical session, from safety screening and ear equalisation to what you will feel inside the chamber.",
    sortOrder: 2,
  },
  {
    title: "Patient Story: Travelling from Oman for HBOT",
    url: "https://www.youtube.com/watch?v=Samudra0002",
    category: "testimonial",
    therapySlug: "hyperbaric-oxygen-therapy",
    description:
      "An international patient from Muscat shares his experience of a course of hyperbaric oxygen therapy for a slow-healing foot wound. This is one person's experience; results vary from person to person.",
    sortOrder: 3,
  },
  {
    title: "Zero Gravity Gait Trainer: A Typical Session",
    url: "https://youtu.be/Samudra0003",
    category: "therapy",
    therapySlug: "zero-gravity-gait-trainer",
    description:
      "See how a gait training session works: fitting the harness, setting the level of body-weight support and guided walking practice with a physiotherapist.",
    sortOrder: 4,
  },
];
