import { defineArea } from "../define";

export const formMessages = defineArea({
  area: "forms",
  title: "Forms and their messages",
  description: "Labels, hints, buttons, the answers after sending and the checks' messages of the public inquiry forms, and the WhatsApp messages they open.",
  previewPath: "/contact",
  messages: {},
});
