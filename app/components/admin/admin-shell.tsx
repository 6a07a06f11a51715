import { useEffect, useRef, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import {
  Boxes,
  CalendarClock,
  CalendarDays,
  ChartLine,
  FileText,
  Globe,
  Images,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquareQuote,
  Scale,
  Settings,
  ShieldCheck,
  SquarePlay,
  Stethoscope,
  UserCog,
  UserRound,
  Users,
  X,
} from "~/components/ui/lucide";
import { Logo } from "~/components/layout/logo";
import { can, type Role, roleLabel } from "~/lib/permissions";
import { adminNav } from "./nav";

const icons = {
  LayoutDashboard,
  Stethoscope,
  MessageSquareQuote,
  Images,
  SquarePlay,
  Inbox,
  ChartLine,
  Users,
  UserCog,
  Settings,
  Scale,
  FileText,
  UserRound,
  ShieldCheck,
  CalendarClock,
  CalendarDays,
  Boxes,
  Globe,
};

interface ShellUser {
  username: string;
  role: Role;
}

/** Counts shown beside menu entries, by the entry's address (e.g. overdue case clocks). */
export type NavBadges = Readonly<Partial<Record<string, { count: number; label: string }>>>;

function SidebarContent({ user, badges }: { user: ShellUser; badges: NavBadges }) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Logo />
      <div className="flex items-center gap-3 rounded-xl bg-seaglass-50 p-3 ring-1 ring-seaglass-200">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-ocean-700 font-bold text-white uppercase"
        >
          {user.username.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-ocean-950" data-testid="shell-username">
            {user.username}
          </span>
          <span className="block text-sm text-muted" data-testid="shell-role">
            {roleLabel(user.role)}
          </span>
        </span>
      </div>
      <nav aria-label="Admin" className="flex-1">
        <ul className="space-y-1">
          {adminNav
            .filter((item) => !item.permission || can(user.role, item.permission))
            .filter((item) => !item.anyOf || item.anyOf.some((p) => can(user.role, p)))
            .map((item) => {
              const Icon = icons[item.icon];
              const badge = badges[item.to];
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/admin" || item.to === "/admin/content"}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
                        isActive ? "bg-ocean-700 text-white" : "text-ink hover:bg-seaglass-100"
                      }`
                    }
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    {item.label}
                    {badge && badge.count > 0 ? (
                      <span
                        className="ms-auto inline-flex min-w-6 items-center justify-center rounded-full bg-coral-700 px-2 text-xs font-semibold text-white ring-1 ring-white"
                        data-nav-badge={item.to}
                      >
                        {badge.count}
                        <span className="sr-only"> {badge.label}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
        </ul>
      </nav>
      <Form method="post" action="/admin/logout">
        <button
          type="submit"
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-coral-700 hover:bg-coral-700/10"
        >
          <LogOut className="size-5" aria-hidden="true" /> Logout
        </button>
      </Form>
    </div>
  );
}

/** SPEC §2 admin shell: sidebar on wide screens, a focus-trapped drawer (<dialog>) on phones. */
export function AdminShell({ user, badges = {}, children }: { user: ShellUser; badges?: NavBadges; children: ReactNode }) {
  const drawer = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => drawer.current?.close(), [location.pathname]);

  return (
    <div className="min-h-screen bg-seaglass-50 lg:grid lg:grid-cols-[16rem_1fr] print:block print:bg-white">
      <aside className="hidden border-r border-seaglass-200 bg-white lg:block print:hidden" aria-label="Admin sidebar">
        <div className="sticky top-0 h-screen overflow-y-auto">
          <SidebarContent user={user} badges={badges} />
        </div>
      </aside>
      <dialog
        ref={drawer}
        aria-label="Admin menu"
        className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-ocean-950/60 lg:hidden"
        onClick={(event) => {
          if (event.target === event.currentTarget) drawer.current?.close();
        }}
      >
        <button
          type="button"
          onClick={() => drawer.current?.close()}
          aria-label="Close menu"
          className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
        <SidebarContent user={user} badges={badges} />
      </dialog>
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-seaglass-200 bg-white px-4 py-3 sm:px-6 print:hidden">
          <button
            type="button"
            onClick={() => drawer.current?.showModal()}
            aria-label="Open menu"
            className="flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100 lg:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <p className="text-lg font-semibold text-ocean-950">Welcome back, {user.username}</p>
        </header>
        <main id="main" className="p-4 sm:p-6 lg:p-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
