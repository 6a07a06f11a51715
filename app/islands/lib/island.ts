/** What every `app/islands/*.island.ts` module exports. */
export interface Island {
  /** Makes one server-rendered element (it has `data-island` naming this module) interactive. */
  init(element: HTMLElement): void;
}
