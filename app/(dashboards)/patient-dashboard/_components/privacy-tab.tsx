import Link from "next/link";
import { consentPurposes } from "@/content/consents";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { myAccount, myConsents, whoViewedMe } from "@/lib/queries/patient";
import type { Viewer } from "@/lib/auth/viewer";
import type { TimeWindow } from "@/lib/dashboards/pagination";
import { tabPath } from "@/lib/dashboards/routes";
import { fill } from "@/lib/template";
import { isVisitPresence } from "@/lib/validations/privacy-admin";
import { dashboardHref } from "@/components/dashboard/href";
import { TimePager } from "@/components/layout/pager";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConsentToggle, DeleteAccount } from "./privacy-actions";

/**
 * Privacy (issue: privacy): her consents with one-click withdrawal, her data to download or print,
 * who at the clinic viewed her information (a page at a time, `window` from the address), and
 * deleting her account.
 */
export async function PrivacyTab({
  viewer,
  window,
}: {
  viewer: Viewer<"patient">;
  window: TimeWindow;
}) {
  const [consents, views, account] = await Promise.all([
    myConsents(viewer),
    whoViewedMe(viewer, window),
    myAccount(viewer),
  ]);
  if (!account) return null;
  const { locale } = viewer;
  const t = patientCopy(locale).privacy;
  const active = (purpose: (typeof consentPurposes)[number]) =>
    consents.find((consent) => consent.purpose === purpose && !consent.withdrawnAt) ?? null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t.consentsTitle}</h3>
          </CardTitle>
          <CardDescription>{t.consentsLead}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {consentPurposes.map((purpose) => {
              // How her page names the consent; what she agreed to is recorded by its version.
              const wording = t.consents[purpose];
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
                        {current ? t.agreed : t.notAgreed}
                      </Badge>
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {current
                        ? `${fill(t.agreedOn, { date: formatIndiaDate(current.givenAt, locale) })} ${wording.agreedMeans}`
                        : t.notAgreedLong}
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
            <h3>{t.dataTitle}</h3>
          </CardTitle>
          <CardDescription>{t.dataLead}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <a href="/api/me/export" className={buttonVariants()} download>
            <span aria-hidden="true" className="dash-icon dash-icon-download" />
            {t.download}
          </a>
          <Link
            href="/patient-dashboard/my-data"
            className={buttonVariants({ variant: "outline" })}
          >
            <span aria-hidden="true" className="dash-icon dash-icon-printer" />
            {t.readOrPrint}
          </Link>
        </CardContent>
      </Card>

      <Card id="who-viewed" role="region" aria-labelledby="who-viewed-heading">
        <CardHeader>
          <CardTitle asChild>
            <h3 id="who-viewed-heading">{t.viewsTitle}</h3>
          </CardTitle>
          <CardDescription>{t.viewsLead}</CardDescription>
        </CardHeader>
        <CardContent>
          {views.total === 0 ? (
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <span aria-hidden="true" className="dash-icon dash-icon-eye" />
              {t.noViews}
            </p>
          ) : (
            // A page of rows: plain elements styled from `.dp-views` in app/globals.css.
            <ul className="dp-views divide-y text-sm">
              {views.rows.map((view, index) => (
                <li key={index}>
                  {/* Only her own downloads are logged with her as the actor. */}
                  {view.actorRole === "patient" && !isVisitPresence(view.subject) ? (
                    <span>
                      <b>{t.you}</b>
                      {fill(t.youDownloaded, { downloaded: t.downloaded[view.subject] })}
                    </span>
                  ) : (
                    <span>
                      <b>{view.actorName}</b>
                      {fill(t.viewedBy, {
                        role: t.roles[view.actorRole],
                        viewed: t.viewed[view.subject],
                      })}
                    </span>
                  )}
                  <small>{formatIndiaDateTime(view.createdAt, locale)}</small>
                </li>
              ))}
            </ul>
          )}
          <TimePager
            page={views}
            label={t.viewsPager.label}
            words={t.viewsPager}
            // Back to the log, not to the top of the tab.
            hrefFor={(cursor) =>
              `${dashboardHref(tabPath("patient-dashboard", "privacy"), cursor)}#who-viewed`
            }
          />
        </CardContent>
      </Card>

      <Card className="border-destructive/30">
        <CardHeader>
          <CardTitle asChild>
            <h3>{t.deleteTitle}</h3>
          </CardTitle>
          <CardDescription>
            {account.deletionDueAt
              ? fill(t.deletionDue, { when: formatIndiaDateTime(account.deletionDueAt, locale) })
              : t.deleteLead}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccount dueAt={account.deletionDueAt?.toISOString() ?? null} />
        </CardContent>
      </Card>
    </div>
  );
}
