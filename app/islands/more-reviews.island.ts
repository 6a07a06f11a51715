/**
 * More Reviews (components/wellness/patient-stories.tsx): the button adds the remaining
 * stories from the list's <template>, moves focus to the first new card and, with nothing
 * left to show, removes itself (its paragraph, the island's element).
 */
export function init(root: HTMLElement): void {
  const button = root.querySelector<HTMLElement>("button[aria-controls]");
  button?.addEventListener("click", () => {
    const more = document.getElementById(button.getAttribute("aria-controls") ?? "")?.querySelector("template");
    more?.replaceWith(more.content);
    root.remove();
    document.getElementById(button.dataset.focus ?? "")?.focus();
  });
}
