import { useState } from "react";
import { BookOpen, ChevronDown } from "~/components/ui/lucide";
import { surgeonProfile, surgeonSections } from "~/content/surgeon-profile";
import { useHydrated } from "~/hooks/use-hydrated";
import { ProfileSection } from "./profile-section";

/** The surgeon's article, opened in place; without JavaScript the full text is simply shown. */
export function FeaturedArticle() {
  const article = surgeonProfile.featuredArticle;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const showBody = !hydrated || open;
  return (
    <ProfileSection id="article" text={surgeonSections.article}>
      <article aria-labelledby="article-heading" className="mx-auto max-w-3xl rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-300 sm:p-10">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <BookOpen className="size-4 text-ocean-700" aria-hidden="true" />
          <span>{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{article.displayDate}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readMinutes} min read</span>
        </p>
        <h3 id="article-heading" className="mt-3 text-2xl font-bold text-ocean-950">
          {article.title}
        </h3>
        <p className="mt-4 text-lg text-muted">{article.excerpt}</p>
        {hydrated ? (
          <button
            type="button"
            className="btn-primary mt-6"
            aria-expanded={open}
            aria-controls="article-body"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? "Show Less" : "Read Full Article"}
            <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
          </button>
        ) : null}
        <div id="article-body" hidden={!showBody} className="mt-6 space-y-4 border-t border-sand-300 pt-6 text-ink">
          {article.bodyParagraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </article>
    </ProfileSection>
  );
}
