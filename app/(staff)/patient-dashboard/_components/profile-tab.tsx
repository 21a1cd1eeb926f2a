import { formatIndiaDate } from "@/lib/india-time";
import { myAccount } from "@/lib/queries/patient";
import type { Viewer } from "@/lib/auth/viewer";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { signOutTexts } from "@/components/auth/sign-out-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EditProfile } from "./patient-actions";

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
