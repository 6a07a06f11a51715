import { defineArea } from "../define";

export const widgetMessages = defineArea({
  area: "widgets",
  title: "Videos, maps, galleries and reviews",
  description: "Buttons and labels of the video players, map, picture galleries, review carousels and question lists.",
  previewPath: "/",
  messages: {},
});
