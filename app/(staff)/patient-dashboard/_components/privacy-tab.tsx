import Link from "next/link";
import { consentWording, consentPurposes } from "@/content/consents";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { myAccount, myConsents, whoViewedMe } from "@/lib/queries/patient";
import type { Viewer } from "@/lib/auth/viewer";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConsentToggle, DeleteAccount } from "./patient-actions";

const subjectNames = {
  request: "your booking",
  appointment: "an appointment",
  messages: "your messages",
  profile: "your profile",
  report: "a report",
} as const;

const roleNames = {
  owner: "clinic owner",
  doctor: "doctor",
  coordinator: "care coordinator",
  patient: "patient",
} as const;

/**
 * Privacy (issue: privacy): her consents with one-click withdrawal, her data to download or print,
 * who at the clinic viewed her information, and deleting her account.
 */
export async function PrivacyTab({ viewer }: { viewer: Viewer<"patient"> }) {
  const [consents, views, account] = await Promise.all([
    myConsents(viewer),
    whoViewedMe(viewer),
    myAccount(viewer),
  ]);
  if (!account) return null;
  const active = (purpose: (typeof consentPurposes)[number]) =>
    consents.find((consent) => consent.purpose === purpose && !consent.withdrawnAt) ?? null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>What you have agreed to</h3>
          </CardTitle>
          <CardDescription>
            Each purpose on its own. Withdrawing takes effect at once: the care team sees it
            straight away.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {consentPurposes.map((purpose) => {
              const wording = consentWording[purpose];
              const current = active(purpose);
              return (
                <li
                  key={purpose}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      {wording.title}{" "}
                      <Badge variant={current ? "success" : "outline"}>
                        {current ? "Agreed" : "Not agreed"}
                      </Badge>
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {current
                        ? `Agreed on ${formatIndiaDate(current.givenAt)}. ${wording.agreedMeans}`
                        : "You have not agreed to this, or you withdrew it."}
                      {purpose === "care" ? ` ${wording.withdrawEffect}` : null}
                    </p>
                  </div>
                  {purpose === "care" ? null : (
                    <ConsentToggle
                      purpose={purpose}
                      consentId={current?.id ?? null}
                      active={current !== null}
                      title={wording.title}
                      withdrawEffect={wording.withdrawEffect}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>Your data</h3>
          </CardTitle>
          <CardDescription>
            Everything we hold about you: your profile, requests, appointments, messages, consents
            and who viewed your information.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <a href="/api/me/export" className={buttonVariants()} download>
            <span aria-hidden="true" className="dash-icon dash-icon-download" />
            Download my data
          </a>
          <Link
            href="/patient-dashboard/my-data"
            className={buttonVariants({ variant: "outline" })}
          >
            <span aria-hidden="true" className="dash-icon dash-icon-printer" />
            Read or print it
          </Link>
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="who-viewed-heading">
        <CardHeader>
          <CardTitle asChild>
            <h3 id="who-viewed-heading">Who viewed my information</h3>
          </CardTitle>
          <CardDescription>
            Each time someone at the clinic opens your records, it is written here, and each time
            you download a report.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {views.length === 0 ? (
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <span aria-hidden="true" className="dash-icon dash-icon-eye" />
              Nobody at the clinic has opened your records yet.
            </p>
          ) : (
            // Up to 50 rows: plain elements styled from `.dp-views` in app/globals.css.
            <ul className="dp-views divide-y text-sm">
              {views.map((view, index) => (
                <li key={index}>
                  {/* Only her own downloads are logged with her as the actor. */}
                  {view.actorRole === "patient" ? (
                    <span>
                      <b>You</b>
                      {` downloaded ${subjectNames[view.subject]}`}
                    </span>
                  ) : (
                    <span>
                      <b>{view.actorName}</b>
                      {`, ${roleNames[view.actorRole]}, viewed ${subjectNames[view.subject]}`}
                    </span>
                  )}
                  <small>{formatIndiaDateTime(view.createdAt)}</small>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card className="border-destructive/30">
        <CardHeader>
          <CardTitle asChild>
            <h3>Delete my account</h3>
          </CardTitle>
          <CardDescription>
            {account.deletionDueAt
              ? `Your account will be deleted on ${formatIndiaDateTime(account.deletionDueAt)}. Until then you can cancel.`
              : "Erase your account and what it holds, after 48 hours in which you can change your mind."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccount dueAt={account.deletionDueAt?.toISOString() ?? null} />
        </CardContent>
      </Card>
    </div>
  );
}
