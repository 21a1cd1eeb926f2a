import "server-only";

import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { getSessionUser } from "@/lib/auth/session";
import { areas, canEnterArea, type AreaId } from "@/lib/auth/permissions";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

function roleLabel(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

const areaIds = Object.keys(areas) as AreaId[];

/**
 * An area's first page until its dashboard arrives: only what is true today, namely who she is
 * and where she can go from here. Rendered behind AreaGuard, so a user is always present.
 */
export async function AreaHome({ area }: { area: AreaId }) {
  const user = await getSessionUser();
  if (!user) return null;

  const otherAreas = areaIds
    .filter((id) => id !== area && canEnterArea(user.role, id))
    .map((id) => ({ href: areas[id].path, label: areas[id].title }));
  const links = [
    ...otherAreas,
    ...(user.role === "patient"
      ? [{ href: "/book-consultation", label: "Book a private consultation" }]
      : []),
    { href: "/home", label: "The public website" },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 md:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{areas[area].title}</h1>
        <p className="text-muted-foreground mt-2 text-lg">Welcome, {user.firstName}.</p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Your account</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
              <dt className="text-muted-foreground">Name</dt>
              <dd className="font-medium">
                {user.firstName} {user.lastName}
              </dd>
              <dt className="text-muted-foreground">Role</dt>
              <dd className="font-medium">{roleLabel(user.role)}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium break-words">{user.email}</dd>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Where to go</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="-mx-3 flex flex-col">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="text-primary hover:bg-secondary flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 font-medium"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
