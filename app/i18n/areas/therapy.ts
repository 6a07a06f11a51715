import { defineArea } from "../define";

export const therapyMessages = defineArea({
  area: "therapy",
  title: "Therapy pages",
  description: "The fixed texts of every therapy page",
  previewPath: " section headings, buttons and labels around each therapy's own content.:/therapy/cryotherapy",
  messages: {},
});
