import { dashboardError } from "../dashboard-error";

/**
 * The frame of her dashboard, in English: the header's words, the area's title and tabs, the
 * language switch, and what every tab shows while it loads, when it fails or when a detail is not
 * there. Hindi in ../hi/patient/shell.ts, typed from this object. Plain strings only: the layout
 * hands the copy to its client components, and a function cannot cross that line.
 */
export const shell = {
  /** The browser tab's title on every page of her area: neutral on purpose (privacy). */
  documentTitle: "Your account",
  /** The area's h1; the same words as areas["patient-dashboard"].title. */
  areaTitle: "Patient Dashboard",
  /** The header's navigation around her account menu. */
  accountNav: "Account",
  /** The toasts' region, for a screen reader (sonner adds its keyboard shortcut). */
  notifications: "Notifications",
  /** The tabs' navigation. */
  tabsNav: "Dashboard sections",
  /** Each tab's name, by its id in lib/dashboards/routes.ts (the same English words). */
  tabs: {
    appointments: "Appointments",
    messages: "Messages",
    reports: "Reports",
    profile: "Profile",
    privacy: "Privacy",
  },
  emergency: "Emergency Contact",
  language: {
    /** The switch, written in the language it switches to. */
    switchTo: "हिन्दी",
    /** Its toast when the change did not go through, in the language she reads now. */
    failedTitle: "Error",
    failed: "We couldn't change the language. Please try again.",
  },
  /**
   * A dialog of her dashboard: its close button's name, and the language and type settings it
   * needs because it is drawn outside the page's frame (see usePatientDialog in
   * app/(dashboards)/patient-dashboard/_components/patient-dialog.ts).
   */
  dialog: { close: "Close" },
  /** A tab's or a page's loading state, for screen readers. */
  loading: "Loading…",
  error: dashboardError,
  notFound: {
    title: "This is not available",
    body: "It may have been removed, or it is not among the records you look after.",
    back: "Back to your appointments",
  },
  /** The toasts of her dashboard's buttons (components/dashboard/use-action-toast.ts). */
  toast: {
    success: "Success",
    error: "Error",
    network: "The clinic's server could not be reached. Please check your connection.",
  },
};
