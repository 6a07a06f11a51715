import type { Permission } from "~/lib/permissions";

export interface AdminNavItem {
  label: string;
  to: string;
  icon:
    | "LayoutDashboard"
    | "Stethoscope"
    | "MessageSquareQuote"
    | "Images"
    | "SquarePlay"
    | "Inbox"
    | "ChartLine"
    | "Users"
    | "UserCog"
    | "Settings"
    | "Scale"
    | "FileText"
    | "UserRound"
    | "ShieldCheck"
    | "CalendarClock"
    | "CalendarDays"
    | "Boxes"
    | "Globe";
  /** Hidden for roles without it (the route itself is guarded too). */
  permission?: Permission;
  /** Hidden for roles with none of these (a page made of several staff areas' figures). */
  anyOf?: readonly Permission[];
}

/**
 * The dashboard gathers the site's content and its inquiries; a role with neither (a doctor,
 * who works on international cases only) starts at the case desk instead.
 */
export const DASHBOARD_PERMISSIONS: readonly Permission[] = ["content:manage", "inquiries:manage"];

/** SPEC §2 admin shell entries, plus the inquiry inbox and staff management. */
export const adminNav: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: "LayoutDashboard", anyOf: DASHBOARD_PERMISSIONS },
  { label: "Manage Therapies", to: "/admin/therapies", icon: "Stethoscope", permission: "content:manage" },
  { label: "Testimonials", to: "/admin/testimonials", icon: "MessageSquareQuote", permission: "content:manage" },
  { label: "Gallery", to: "/admin/gallery", icon: "Images", permission: "content:manage" },
  { label: "YouTube Embeds", to: "/admin/youtube", icon: "SquarePlay", permission: "content:manage" },
  { label: "Doctors", to: "/admin/doctors", icon: "UserRound", permission: "content:manage" },
  { label: "Page Texts", to: "/admin/content", icon: "FileText", permission: "content:manage" },
  { label: "Inquiries", to: "/admin/inquiries", icon: "Inbox", permission: "inquiries:manage" },
  // Issue 48: the international case desk; its entry counts the service clocks overdue.
  { label: "International cases", to: "/admin/cases", icon: "Globe", permission: "cases:manage" },
  // Every staff member sees the calendar; patients' names only with inquiries:manage (issue 47 item 6).
  { label: "Front desk", to: "/admin/appointments", icon: "CalendarDays" },
  { label: "Reports", to: "/admin/reports", icon: "ChartLine", permission: "inquiries:manage" },
  { label: "Staff", to: "/admin/staff", icon: "Users", permission: "staff:manage" },
  { label: "Sign-in Security", to: "/admin/security", icon: "ShieldCheck", permission: "staff:manage" },
  { label: "Bookable Services", to: "/admin/booking-services", icon: "CalendarClock", permission: "settings:manage" },
  { label: "Booking Resources", to: "/admin/booking-resources", icon: "Boxes", permission: "settings:manage" },
  { label: "Clinic Settings", to: "/admin/content/clinic-settings", icon: "Settings", permission: "settings:manage" },
  { label: "Legal Pages", to: "/admin/content/legal", icon: "Scale", permission: "settings:manage" },
  { label: "My Account", to: "/admin/account", icon: "UserCog" },
];
