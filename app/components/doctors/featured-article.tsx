import { BookOpen, ChevronDown } from "~/components/ui/lucide";
import { surgeonProfile, surgeonSections } from "~/content/surgeon-profile";
import { ProfileSection } from "./profile-section";

/**
 * The surgeon's article, opened in place by the `disclosure` island (app/islands); it starts
 * folded. Without JavaScript the button is not there and the full text is simply shown.
 */
export function FeaturedArticle() {
  const article = surgeonProfile.featuredArticle;
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
        <button
          type="button"
          data-island="disclosure"
          className="group btn-primary mt-6 no-js:hidden"
          aria-expanded="false"
          aria-controls="article-body"
        >
          <span className="group-aria-expanded:hidden">Read Full Article</span>
          <span className="hidden group-aria-expanded:inline">Show Less</span>
          <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
        </button>
        <div id="article-body" className="mt-6 space-y-4 border-t border-sand-300 pt-6 text-ink js:hidden">
          {article.bodyParagraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </article>
    </ProfileSection>
  );
}
