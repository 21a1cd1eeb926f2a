import Link from "next/link";
import { ArrowLeft, Download } from "lucide-react";
import { consentWording } from "@/content/consents";
import { siteConfig } from "@/content/site";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboard-routes";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { myDataExport } from "@/lib/queries/patient";
import { formatFileSize, reportKindLabels } from "@/lib/reports";
import { PrintButton } from "@/components/privacy/print-button";
import { buttonVariants } from "@/components/ui/button";

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="break-inside-avoid space-y-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      {empty ? <p className="text-muted-foreground text-sm">Nothing held.</p> : children}
    </section>
  );
}

const when = (value: Date | string | null) => (value ? formatIndiaDateTime(new Date(value)) : "—");

/** 'Download my data' as a page to read or print: the same data as the JSON file. */
export default async function MyDataPage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  // What the files are, not the files: they are in the download.
  const data = await myDataExport(viewer, { files: false });

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href={tabPath("patient-dashboard", "privacy")}
          className="text-primary inline-flex min-h-11 items-center gap-1.5 font-medium underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to your privacy page
        </Link>
        <div className="flex gap-2">
          <a href="/api/me/export" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Download as a file
          </a>
          <PrintButton />
        </div>
      </div>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your data at {siteConfig.name}</h1>
        <p className="text-muted-foreground mt-1">As on {when(data.exportedAt)}.</p>
      </div>

      <Section title="Profile" empty={false}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Name</dt>
          <dd>
            {data.profile.firstName} {data.profile.lastName}
          </dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd>{data.profile.email}</dd>
          <dt className="text-muted-foreground">Phone</dt>
          <dd>{data.profile.phone ?? "—"}</dd>
          <dt className="text-muted-foreground">Account since</dt>
          <dd>{formatIndiaDate(data.profile.createdAt)}</dd>
        </dl>
      </Section>

      <Section title="Requests" empty={data.consultationRequests.length === 0}>
        <ul className="space-y-3 text-sm">
          {data.consultationRequests.map((request) => (
            <li key={request.reference} className="rounded-lg border p-3">
              <p className="font-medium">
                {request.reference} · {request.status} · sent {when(request.createdAt)}
              </p>
              <p>
                Preferred: {formatIndiaDate(request.preferredDate)}, {request.preferredTime}.
                Urgency: {request.urgency}.
              </p>
              {request.symptoms ? <p>What you told us: {request.symptoms}</p> : null}
              {request.previousTreatment ? (
                <p>Treatment so far: {request.previousTreatment}</p>
              ) : null}
              <p>
                Contact: {request.contactMethod.replace("_", " ")}
                {request.noCalls ? ", no calls" : ""}, {request.contactWindow}.
              </p>
              {request.history.length > 0 ? (
                <ul className="text-muted-foreground mt-1 list-disc pl-5">
                  {request.history.map((event, index) => (
                    <li key={index}>
                      {when(event.createdAt)}: {event.type}
                      {event.by ? ` by ${event.by.name}` : ""}
                      {event.note ? ` (${event.note})` : ""}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Appointments" empty={data.appointments.length === 0}>
        <ul className="space-y-1 text-sm">
          {data.appointments.map((appointment, index) => (
            <li key={index}>
              {when(appointment.appointmentDate)} · {appointment.type} ·{" "}
              {appointment.durationMinutes} minutes · {appointment.status}
              {appointment.doctor ? ` · ${appointment.doctor.name}` : ""}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Messages" empty={data.messages.length === 0}>
        <ul className="space-y-2 text-sm">
          {data.messages.map((message, index) => (
            <li key={index} className="rounded-lg border p-3">
              <p className="text-muted-foreground">
                {when(message.createdAt)} ·{" "}
                {message.direction === "sent"
                  ? `to ${message.to?.name ?? "—"}`
                  : `from ${message.from?.name ?? "—"}`}
              </p>
              {message.subject ? <p className="font-medium">{message.subject}</p> : null}
              <p className="whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Reports and prescriptions" empty={data.reports.length === 0}>
        <ul className="space-y-1 text-sm">
          {data.reports.map((report, index) => (
            <li key={index}>
              {when(report.createdAt)} · {reportKindLabels[report.kind]} · {report.title}
              {report.issuedBy ? ` · ${report.issuedBy.name}` : ""} ·{" "}
              {formatFileSize(report.byteSize)} (the file is in the download)
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Consents" empty={data.consents.length === 0}>
        <ul className="space-y-1 text-sm">
          {data.consents.map((consent, index) => (
            <li key={index}>
              {consentWording[consent.purpose].title}: given {when(consent.givenAt)} (
              {consent.method.replace("_", " ")}, wording of {consent.version})
              {consent.withdrawnAt ? `, withdrawn ${when(consent.withdrawnAt)}` : ""}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Who viewed your information" empty={data.accessLog.length === 0}>
        <ul className="space-y-1 text-sm">
          {data.accessLog.map((entry, index) => (
            <li key={index}>
              {when(entry.when)}:{" "}
              {entry.role === "patient"
                ? `you downloaded a ${entry.what}`
                : `${entry.viewedBy} (${entry.role}) viewed ${entry.what}`}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
