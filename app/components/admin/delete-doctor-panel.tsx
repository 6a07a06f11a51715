import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { DoctorReferences } from "~/server/content/admin-doctors.server";

/**
 * The confirmation before a doctor is deleted. When testimonials or videos link to the doctor
 * they are listed, and deleting needs the explicit "unlink them" choice; hiding the doctor
 * is offered as the gentler way. Focus moves here when it opens.
 */
export function DeleteDoctorPanel({
  doctor,
  cancelHref,
}: {
  doctor: { slug: string; name: string; references: DoctorReferences };
  cancelHref: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [doctor.slug]);
  const { testimonials, videos } = doctor.references;
  const linked = testimonials.length + videos.length;
  return (
    <section aria-labelledby="delete-doctor-title" className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-coral-700">
      <h2 id="delete-doctor-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ocean-950 focus:outline-none">
        Delete {doctor.name}?
      </h2>
      <p className="mt-1 text-muted">
        The profile page, the Doctors-menu entry and the About-page card go away. The profile&apos;s history is kept, and /doctors/
        {doctor.slug} is not given to anyone else. To take the doctor off the site for a while, use Hide instead.
      </p>
      {linked > 0 ? (
        <div className="mt-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-300">
          <p className="font-semibold text-ocean-950">
            {linked === 1 ? "One item links" : `${linked} items link`} to {doctor.name}:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
            {testimonials.map((t) => (
              <li key={`t${t.id}`}>
                Testimonial from{" "}
                <Link className="underline" to={`/admin/testimonials?edit=${t.id}`}>
                  {t.name}
                </Link>
              </li>
            ))}
            {videos.map((v) => (
              <li key={`v${v.id}`}>
                Video{" "}
                <Link className="underline" to={`/admin/youtube?edit=${v.id}`}>
                  {v.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="slug" value={doctor.slug} />
        {linked > 0 ? (
          <label className="flex min-h-11 w-full items-center gap-3 text-sm font-medium text-ink">
            <input type="checkbox" name="unlink" required className="size-5 accent-ocean-700" />
            Unlink {linked === 1 ? "it" : `these ${linked} items`} from {doctor.name} (they stay on the site, without the doctor)
          </label>
        ) : null}
        <button type="submit" name="intent" value="delete" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
          {linked > 0 ? "Unlink and delete" : "Delete doctor"}
        </button>
        <Link to={cancelHref} className="btn-secondary">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
