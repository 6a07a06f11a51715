import { chrome } from "./chrome";
import { doctors } from "./doctors";
import { forms } from "./forms";
import { pages } from "./pages";
import { therapy } from "./therapy";
import { widgets } from "./widgets";

export const catalogue = { chrome, forms, therapy, doctors, pages, widgets };
