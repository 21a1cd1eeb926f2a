/**
 * Her Reports tab in words (English; Hindi in ../hi/patient/reports.ts). `list` is what the shared
 * report list (components/reports/report-list.tsx) says in her tab. "{name}" marks a value.
 */
export const reports = {
  emptyTitle: "No reports yet",
  emptyBody:
    "When your doctor shares a report or a prescription with you, it appears here. If you are waiting for one, ask your care coordinator in Messages.",
  title: "Your reports and prescriptions",
  lead: "Shared by your doctors. Each download is written to your access log on the Privacy tab.",
  list: {
    person: "From {person}",
    visit: "visit of {date}",
    added: "added {date}",
    download: "Download",
    downloadLabel: "Download {title}",
    kinds: { report: "Report", prescription: "Prescription" },
    units: { kb: "KB", mb: "MB" },
    doctorTitle: "Dr. ",
  },
};
