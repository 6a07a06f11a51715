import { defineArea } from "../define";

export const pageMessages = defineArea({
  area: "pages",
  title: "Page sections",
  description: "Fixed headings, buttons and labels of the home, about, services, conditions, contact, international, wellness and legal pages.",
  previewPath: "/",
  messages: {},
});
