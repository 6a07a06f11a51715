import { defineArea } from "../define";

export const doctorMessages = defineArea({
  area: "doctors",
  title: "Doctor profiles",
  description: "The fixed texts of every doctor's profile",
  previewPath: " section headings, buttons and labels.:/doctors/aditya-varma",
  messages: {},
});
