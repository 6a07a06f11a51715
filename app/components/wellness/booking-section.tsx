import { Clock, Phone } from "~/components/ui/lucide";
import { PhoneLinks } from "~/components/ui/clinic-contact";
import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { WellnessInquiryForm } from "~/components/forms/wellness-inquiry-form";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export function BookingSection({ id, formAction, text }: { id: string; formAction: string; text: Page["booking"] }) {
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section scroll-mt-24 bg-sand-50">
      <div className="container-page grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id={`${id}-title`} eyebrow={text.eyebrow} title={text.title} intro={text.intro} center={false} />
          <p
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-ocean-800 ring-1 ring-seaglass-200"
            data-response-promise
          >
            <Clock className="size-5 text-ocean-700" aria-hidden="true" />
            <span lang={fallbackLangOf(locale, text.responsePromise)}>{text.responsePromise}</span>
          </p>
          <div className="mt-6 flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <p>
              <span lang={fallbackLangOf(locale, text.callPrompt)}>{text.callPrompt}</span> <PhoneLinks inline />.
            </p>
          </div>
          <h3 className="mt-10 text-lg font-semibold text-ocean-950" lang={fallbackLangOf(locale, text.nextStepsTitle)}>
            {text.nextStepsTitle}
          </h3>
          <ol className="mt-4 space-y-3">
            {text.nextSteps.map(({ text: step }, i) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5" lang={fallbackLangOf(locale, step)}>
                  {step}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <WellnessInquiryForm
          action={formAction}
          title={text.formTitle}
          messageHint={text.messageHint}
          titleLang={fallbackLangOf(locale, text.formTitle)}
          hintLang={fallbackLangOf(locale, text.messageHint)}
        />
      </div>
    </section>
  );
}
