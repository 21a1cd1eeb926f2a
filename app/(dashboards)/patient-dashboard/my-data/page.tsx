import Link from "next/link";
import { ArrowLeft, Download } from "lucide-react";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { withDoctorTitle } from "@/lib/i18n/doctor-title";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { myDataExport } from "@/lib/queries/patient";
import { formatFileSize } from "@/lib/appointments/reports";
import { fill } from "@/lib/template";
import { isVisitPresence } from "@/lib/validations/privacy-admin";
import { PrintButton } from "@/components/privacy/print-button";
import { buttonVariants } from "@/components/ui/button";

function Section({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  children: React.ReactNode;
}) {
  return (
    <section className="break-inside-avoid space-y-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      {empty ? <p className="text-muted-foreground text-sm">{emptyText}</p> : children}
    </section>
  );
}

/**
 * 'Download my data' as a page to read or print: the same data as the JSON file, in her account's
 * language. What she wrote and the names of the people are as stored; the page's words, its
 * dates and the names of stored codes (a status, a method) are in her language.
 */
export default async function MyDataPage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  const { locale } = viewer;
  const copy = patientCopy(locale);
  const t = copy.myData;
  const { list } = copy.reports;
  // What the files are, not the files: they are in the download.
  const data = await myDataExport(viewer, { files: false });

  const when = (value: Date | string | null) =>
    value ? formatIndiaDateTime(new Date(value), locale) : t.none;
  const person = (who: { name: string; role: string } | null) =>
    who ? (who.role === "doctor" ? withDoctorTitle(who.name, t.doctorTitle) : who.name) : t.none;

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href={tabPath("patient-dashboard", "privacy")}
          className="text-primary inline-flex min-h-11 items-center gap-1.5 font-medium underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Link>
        <div className="flex gap-2">
          <a href="/api/me/export" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            {t.downloadFile}
          </a>
          <PrintButton label={t.print} />
        </div>
      </div>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-muted-foreground mt-1">
          {fill(t.asOn, { when: when(data.exportedAt) })}
        </p>
      </div>

      <Section title={t.sections.profile} empty={false} emptyText={t.nothingHeld}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t.profile.name}</dt>
          <dd>
            {data.profile.firstName} {data.profile.lastName}
          </dd>
          <dt className="text-muted-foreground">{t.profile.email}</dt>
          <dd>{data.profile.email}</dd>
          <dt className="text-muted-foreground">{t.profile.phone}</dt>
          <dd>{data.profile.phone ?? t.none}</dd>
          <dt className="text-muted-foreground">{t.profile.since}</dt>
          <dd>{formatIndiaDate(data.profile.createdAt, locale)}</dd>
        </dl>
      </Section>

      <Section
        title={t.sections.requests}
        empty={data.consultationRequests.length === 0}
        emptyText={t.nothingHeld}
      >
        <ul className="space-y-3 text-sm">
          {data.consultationRequests.map((request) => (
            <li key={request.reference} className="rounded-lg border p-3">
              <p className="font-medium">
                {fill(t.request.heading, {
                  reference: request.reference,
                  status: t.requestStatuses[request.status],
                  when: when(request.createdAt),
                })}
              </p>
              <p>
                {fill(t.request.preferred, {
                  date: formatIndiaDate(request.preferredDate, locale),
                  time: t.times[request.preferredTime] ?? request.preferredTime,
                  urgency: t.urgencies[request.urgency],
                })}
              </p>
              {request.symptoms ? <p>{fill(t.request.told, { text: request.symptoms })}</p> : null}
              {request.previousTreatment ? (
                <p>{fill(t.request.treatment, { text: request.previousTreatment })}</p>
              ) : null}
              <p>
                {fill(t.request.contact, {
                  method: t.contactMethods[request.contactMethod],
                  noCalls: request.noCalls ? t.request.noCalls : "",
                  window: t.contactWindows[request.contactWindow],
                })}
              </p>
              {request.history.length > 0 ? (
                <ul className="text-muted-foreground mt-1 list-disc pl-5">
                  {request.history.map((event, index) => (
                    <li key={index}>
                      {fill(t.request.event, {
                        when: when(event.createdAt),
                        event: t.events[event.type],
                      })}
                      {event.by ? fill(t.request.by, { name: person(event.by) }) : ""}
                      {event.note ? fill(t.request.note, { note: event.note }) : ""}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.sections.appointments}
        empty={data.appointments.length === 0}
        emptyText={t.nothingHeld}
      >
        <ul className="space-y-1 text-sm">
          {data.appointments.map((appointment, index) => (
            <li key={index}>
              {fill(t.appointment, {
                when: when(appointment.appointmentDate),
                type: t.visitTypes[appointment.type] ?? appointment.type,
                minutes: appointment.durationMinutes,
                status: t.appointmentStatuses[appointment.status],
              })}
              {appointment.doctor
                ? fill(t.appointmentDoctor, { name: person(appointment.doctor) })
                : ""}
              {appointment.videoVisit?.startedAt
                ? fill(appointment.videoVisit.endedAt ? t.videoVisit : t.videoVisitRunning, {
                    start: when(appointment.videoVisit.startedAt),
                    end: when(appointment.videoVisit.endedAt),
                  })
                : ""}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.sections.messages}
        empty={data.messages.length === 0}
        emptyText={t.nothingHeld}
      >
        <ul className="space-y-2 text-sm">
          {data.messages.map((message, index) => (
            <li key={index} className="rounded-lg border p-3">
              <p className="text-muted-foreground">
                {when(message.createdAt)} ·{" "}
                {message.direction === "sent"
                  ? fill(t.messageTo, { name: person(message.to) })
                  : fill(t.messageFrom, { name: person(message.from) })}
              </p>
              {message.subject ? <p className="font-medium">{message.subject}</p> : null}
              <p className="whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.sections.reports}
        empty={data.reports.length === 0}
        emptyText={t.nothingHeld}
      >
        <ul className="space-y-1 text-sm">
          {data.reports.map((report, index) => (
            <li key={index}>
              {fill(t.report, {
                when: when(report.createdAt),
                kind: list.kinds[report.kind],
                title: report.title,
              })}
              {report.issuedBy ? fill(t.reportBy, { name: person(report.issuedBy) }) : ""}
              {fill(t.reportFile, { size: formatFileSize(report.byteSize, list.units) })}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.sections.consents}
        empty={data.consents.length === 0}
        emptyText={t.nothingHeld}
      >
        <ul className="space-y-1 text-sm">
          {data.consents.map((consent, index) => (
            <li key={index}>
              {fill(t.consent, {
                title: copy.privacy.consents[consent.purpose].title,
                when: when(consent.givenAt),
                method: t.consentMethods[consent.method],
                version: consent.version,
              })}
              {consent.withdrawnAt
                ? fill(t.consentWithdrawn, { when: when(consent.withdrawnAt) })
                : ""}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.sections.accessLog}
        empty={data.accessLog.length === 0}
        emptyText={t.nothingHeld}
      >
        <ul className="space-y-1 text-sm">
          {data.accessLog.map((entry, index) => (
            <li key={index}>
              {fill(t.access, {
                when: when(entry.when),
                what: isVisitPresence(entry.what)
                  ? fill(t.visitPresence[entry.what], {
                      name: entry.viewedBy,
                      role: t.roles[entry.role],
                    })
                  : entry.role === "patient"
                    ? fill(t.youDownloaded, { what: t.subjects[entry.what] })
                    : fill(t.viewed, {
                        name: entry.viewedBy,
                        role: t.roles[entry.role],
                        what: t.subjects[entry.what],
                      }),
              })}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
