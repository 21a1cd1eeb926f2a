import Link from "next/link";
import { Download, Eye, FileText, Printer } from "lucide-react";
import { consentWording, consentPurposes } from "@/content/consents";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { myAccount, myConsents, whoViewedMe } from "@/lib/queries/patient";
import type { Viewer } from "@/lib/auth/viewer";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { signOutTexts } from "@/components/auth/sign-out-texts";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ConversationsPanel } from "@/components/messages/conversations-panel";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConsentToggle, DeleteAccount, EditProfile, QuickQuestion } from "./patient-actions";

const subjectNames = {
  request: "your booking",
  appointment: "an appointment",
  messages: "your messages",
  profile: "your profile",
} as const;

const roleNames = {
  owner: "clinic owner",
  doctor: "doctor",
  coordinator: "care coordinator",
  patient: "patient",
} as const;

/** Messages: her conversations with her coordinator and doctors; unread ones first. */
export function MessagesTab({
  viewer,
  path,
  withId,
  page,
}: {
  viewer: Viewer<"patient">;
  path: string;
  withId: string | undefined;
  page: number;
}) {
  return (
    <ConversationsPanel
      viewer={viewer}
      path={path}
      tab="messages"
      withId={withId}
      page={page}
      toolbar={<QuickQuestion />}
      emptyText="Messages from your care coordinator and doctors appear here. Ask a question to start."
    />
  );
}

/** Reports: nothing is shared yet, and the tab says so rather than showing samples. */
export function ReportsTab() {
  return (
    <EmptyState icon={FileText} title="No reports yet">
      When your doctor shares a report or a prescription with you, it appears here. If you are
      waiting for one, ask your care coordinator in Messages.
    </EmptyState>
  );
}

/** Profile: her details, and Edit Profile. */
export async function ProfileTab({ viewer }: { viewer: Viewer<"patient"> }) {
  const account = await myAccount(viewer);
  if (!account) return null;
  const rows: Array<[string, string]> = [
    ["Name", `${account.firstName} ${account.lastName}`],
    ["Email", account.email],
    ["Phone", account.phone ?? "Not given"],
    ["With us since", formatIndiaDate(account.createdAt)],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle asChild>
            <h3>Your details</h3>
          </CardTitle>
          <CardDescription>Only you and the people looking after you see these.</CardDescription>
        </div>
        <EditProfile
          initial={{
            firstName: account.firstName,
            lastName: account.lastName,
            email: account.email,
            phone: account.phone ?? "",
          }}
        />
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 border-t pt-4">
          <p className="text-muted-foreground mb-3 text-sm">
            Signed in on a phone or computer you no longer use? This ends every session, this one
            too.
          </p>
          <SignOutButton texts={signOutTexts} everywhere className="w-full sm:w-auto" />
        </div>
      </CardContent>
    </Card>
  );
}

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
                        ? `Since ${formatIndiaDate(current.givenAt)}. ${wording.withdrawEffect}`
                        : "You have not agreed to this, or you withdrew it."}
                    </p>
                  </div>
                  {purpose === "care" ? null : (
                    <ConsentToggle
                      purpose={purpose}
                      consentId={current?.id ?? null}
                      active={current !== null}
                      title={wording.title}
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
            <Download aria-hidden="true" />
            Download my data
          </a>
          <Link
            href="/patient-dashboard/my-data"
            className={buttonVariants({ variant: "outline" })}
          >
            <Printer aria-hidden="true" />
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
            Each time someone at the clinic opens your records, it is written here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {views.length === 0 ? (
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <Eye aria-hidden="true" className="size-4" />
              Nobody at the clinic has opened your records yet.
            </p>
          ) : (
            <ul className="divide-y text-sm">
              {views.map((view) => (
                <li key={view.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{view.actorName}</span>,{" "}
                    {roleNames[view.actorRole]}, viewed {subjectNames[view.subject]}
                  </span>
                  <span className="text-muted-foreground">
                    {formatIndiaDateTime(view.createdAt)}
                  </span>
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
