import { ArrowRight } from "~/components/ui/lucide";
import { consultant, surgeon } from "~/content/doctors";
import { ApproachSteps } from "~/components/ui/approach-steps";

export function AboutDoctor() {
  return (
    <section aria-labelledby="about-doctor-title" className="section bg-sand-50">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <img
          src="/illustrations/doctor-surgeon.svg"
          alt=""
          width={600}
          height={600}
          loading="lazy"
          className="mx-auto w-64 sm:w-80"
        />
        <div>
          <p className="eyebrow">Meet the doctor</p>
          <h2 id="about-doctor-title" className="heading-2 mt-2">
            {surgeon.name}
          </h2>
          <p className="mt-1 font-medium text-ocean-700">{surgeon.title}</p>
          <p className="mt-4 text-lg text-muted">{surgeon.summary}</p>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {surgeon.stats.map((s) => (
              <div key={s.label} className="flex flex-col rounded-xl bg-white p-3 text-center ring-1 ring-sand-300">
                <dt className="text-xs text-muted">{s.label}</dt>
                <dd className="order-first text-xl font-bold text-ocean-900">{s.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={`/doctors/${surgeon.slug}`} className="btn-primary">
              View full profile <ArrowRight className="size-4" aria-hidden="true" />
            </a>
            <a href={`/doctors/${consultant.slug}`} className="btn-secondary">
              Meet {consultant.name}, {consultant.title}
            </a>
          </div>
        </div>
      </div>
      <div className="container-page mt-16">
        <h3 className="text-center text-2xl font-bold text-ocean-950">Our treatment approach</h3>
        <div className="mt-8">
          <ApproachSteps />
        </div>
      </div>
    </section>
  );
}
