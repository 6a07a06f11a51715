import { appointmentMail } from "./appointment-messages";
import { booking } from "./booking";
import { caseDesk } from "./case-desk";
import { chrome } from "./chrome";
import { doctors } from "./doctors";
import { forms } from "./forms";
import { pages } from "./pages";
import { patientMail } from "./patient-mail";
import { therapy } from "./therapy";
import { widgets } from "./widgets";

export const catalogue = { chrome, forms, therapy, doctors, pages, widgets, patientMail, booking, appointmentMail, caseDesk };
