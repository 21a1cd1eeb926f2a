import { formatIndiaDate } from "@/lib/india-time";
import { chromeCopy } from "@/lib/i18n/localized";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { myAccount } from "@/lib/queries/patient";
import type { Viewer } from "@/lib/auth/viewer";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { signOutTextsFor } from "@/components/auth/sign-out-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EditProfile } from "./edit-profile";

/** Profile: her details, and Edit Profile, in her dashboard's language. */
export async function ProfileTab({ viewer }: { viewer: Viewer<"patient"> }) {
  const account = await myAccount(viewer);
  if (!account) return null;
  const words = patientCopy(viewer.locale).profile;
  const { signOut, signingOut, signOutEverywhere } = chromeCopy(viewer.locale).account;
  const rows: Array<[string, string]> = [
    [words.rows.name, `${account.firstName} ${account.lastName}`],
    [words.rows.email, account.email],
    [words.rows.phone, account.phone ?? words.notGiven],
    [words.rows.since, formatIndiaDate(account.createdAt, viewer.locale)],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle asChild>
            <h3>{words.title}</h3>
          </CardTitle>
          <CardDescription>{words.description}</CardDescription>
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
          <p className="text-muted-foreground mb-3 text-sm">{words.signOutEverywhere}</p>
          <SignOutButton
            texts={signOutTextsFor(viewer.locale)}
            words={{ signOut, signingOut, signOutEverywhere }}
            everywhere
            className="w-full sm:w-auto"
          />
        </div>
      </CardContent>
    </Card>
  );
}
