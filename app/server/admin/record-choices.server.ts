// What a table-backed type's references and pictures may be (app/lib/record-form.ts): the
// therapies, doctors and media-library images that exist now, as the form offers them and as
// the server accepts them. Read once per request, both from the same rows.
import type { Choices } from "~/content-types/fields";
import type { RecordType } from "~/content-types/record-type";
import { choiceSources } from "~/lib/record-form";
import type { RecordChoicesView } from "~/components/admin/record-form/record-form";
import type { Db } from "../db/client.server";
import { listImageChoices, listMediaChoices } from "../content/media-choices.server";
import { listTherapyChoices } from "../content/admin-therapy-choices.server";
import { listDoctorChoices } from "../content/admin-doctors.server";
import { listResourceChoices } from "../content/booking-resources.server";

const therapyLabel = (t: { title: string; isActive: boolean }) => (t.isActive ? t.title : `${t.title} (inactive)`);

const none = Promise.resolve([]);

/** Reads only the sources the type's fields use (a video offers no pictures). `therapies` are
 * the rows as read, for a list that names them. */
export async function loadRecordChoices(db: Db, type: RecordType) {
  const sources = choiceSources(type);
  const [therapies, doctors, resources, images, pageImages] = await Promise.all([
    sources.has("therapies") || sources.has("therapyIds") ? listTherapyChoices(db) : none,
    sources.has("doctors") ? listDoctorChoices(db) : none,
    sources.has("resourceIds") ? listResourceChoices(db) : none,
    sources.has("images") ? listImageChoices(db) : none,
    sources.has("pageImages") ? listMediaChoices(db).then((rows) => rows.map((r) => ({ value: r.src, title: r.title }))) : none,
  ]);
  const view: RecordChoicesView = {
    therapies: therapies.map((t) => ({ value: t.slug, label: therapyLabel(t) })),
    therapyIds: therapies.map((t) => ({ value: String(t.id), label: therapyLabel(t) })),
    doctors: doctors.map((d) => ({ value: d.slug, label: d.onSite ? d.name : `${d.name} (not on the site)` })),
    resourceIds: resources.map((r) => ({ value: String(r.id), label: r.isActive ? r.name : `${r.name} (inactive)` })),
    // A type offers its pictures at one size: the page's or the small one.
    images: (sources.has("pageImages") ? pageImages : images).map((i) => ({ src: i.value, title: i.title })),
  };
  const accepted = {
    therapies: new Set(therapies.map((t) => t.slug)),
    therapyIds: new Set(therapies.map((t) => String(t.id))),
    doctors: new Set(doctors.map((d) => d.slug)),
    resourceIds: new Set(resources.map((r) => String(r.id))),
  };
  return {
    view,
    therapies,
    // A picture already stored stays acceptable when the library no longer holds it, so an
    // unrelated edit does not drop it.
    accepts: (current?: string | null): Choices => ({
      ...accepted,
      images: new Set([...images.map((i) => i.value), ...(current ? [current] : [])]),
      pageImages: new Set([...pageImages.map((i) => i.value), ...(current ? [current] : [])]),
    }),
  };
}
