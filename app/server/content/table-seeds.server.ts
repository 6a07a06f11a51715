// The content tables' starting rows (app/content holds the values), each stored once
// (./seed-sets.server.ts), in this order: a video names its therapy by id.
import { inArray } from "drizzle-orm";
import { bookingResourceSeeds, bookingServiceSeeds } from "~/content/booking";
import { galleryImages as gallerySeeds } from "~/content/gallery";
import { testimonials as testimonialSeeds } from "~/content/testimonials";
import { therapies as therapySeeds } from "~/content/therapies";
import { videos as videoSeeds } from "~/content/videos";
import { parseYouTubeId } from "~/lib/youtube";
import * as t from "../db/schema.server";
import { seedSet, type AnySeedSet } from "./seed-sets.server";

type TherapySeed = (typeof therapySeeds)[number];

export const TABLE_SEED_SETS: readonly AnySeedSet[] = [
  seedSet({
    type: "therapy",
    seeds: therapySeeds,
    keyOf: (s: TherapySeed) => s.slug,
    async store(tx, seeds) {
      await tx.insert(t.therapies).values(
        seeds.map((s) => ({
          heroImage: `/illustrations/therapy-${s.slug}.svg`,
          isActive: true,
          ...s,
        })),
      );
    },
  }),
  seedSet({
    type: "testimonial",
    seeds: testimonialSeeds,
    keyOf: (s) => s.name,
    async store(tx, seeds) {
      // The clinic's home carousel starts as its home-page reviews (docs/decisions/035).
      await tx.insert(t.testimonials).values(seeds.map((s) => ({ ...s, featured: s.placement === "home" })));
    },
  }),
  seedSet({
    type: "video",
    seeds: videoSeeds,
    keyOf: (s) => s.url,
    async store(tx, seeds) {
      const slugs = seeds.flatMap((s) => (s.therapySlug ? [s.therapySlug] : []));
      const therapies =
        slugs.length > 0
          ? await tx.select({ id: t.therapies.id, slug: t.therapies.slug }).from(t.therapies).where(inArray(t.therapies.slug, slugs))
          : [];
      const therapyIdBySlug = new Map(therapies.map((r) => [r.slug, r.id]));
      await tx.insert(t.videoEmbeds).values(
        seeds.map((s) => ({
          title: s.title,
          url: s.url,
          embedId: parseYouTubeId(s.url),
          category: s.category,
          therapyId: s.therapySlug ? (therapyIdBySlug.get(s.therapySlug) ?? null) : null,
          description: s.description,
          sortOrder: s.sortOrder,
        })),
      );
    },
  }),
  seedSet({
    type: "gallery_image",
    seeds: gallerySeeds,
    keyOf: (s) => s.url,
    async store(tx, seeds) {
      await tx
        .insert(t.galleryImages)
        .values(seeds.map((s) => ({ ...s, sortOrder: gallerySeeds.indexOf(s) + 1, width: 1200, height: 800 })));
    },
  }),
  // Issue 47: resources first, since a service names the resources it holds.
  seedSet({
    type: "booking_resource",
    seeds: bookingResourceSeeds,
    keyOf: (s) => s.name,
    async store(tx, seeds) {
      await tx
        .insert(t.bookingResources)
        .values(seeds.map((s) => ({ ...s, sortOrder: bookingResourceSeeds.indexOf(s) + 1, isActive: true })));
    },
  }),
  seedSet({
    type: "booking_service",
    seeds: bookingServiceSeeds,
    keyOf: (s) => s.name,
    async store(tx, seeds) {
      const [resources, therapies] = await Promise.all([
        tx.select({ id: t.bookingResources.id, name: t.bookingResources.name }).from(t.bookingResources),
        tx.select({ id: t.therapies.id, slug: t.therapies.slug }).from(t.therapies),
      ]);
      const resourceId = (name: string | undefined) => (name ? (resources.find((r) => r.name === name)?.id ?? null) : null);
      await tx.insert(t.bookingServices).values(
        seeds.map(({ therapySlug, resource, practitioner, ...s }) => ({
          ...s,
          therapyId: therapies.find((r) => r.slug === therapySlug)?.id ?? null,
          resourceId: resourceId(resource),
          practitionerId: resourceId(practitioner),
          sortOrder: bookingServiceSeeds.findIndex((b) => b.name === s.name) + 1,
        })),
      );
    },
  }),
];
