import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { AreaGuard } from "@/components/auth/area-guard";
import { AreaLoading } from "@/components/auth/area-loading";
import { RefreshAccessLink } from "@/components/auth/refresh-access-link";
import { areaIds, areas, type AreaId } from "@/lib/auth/permissions";
import { buttonVariants } from "@/components/ui/button";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign in" };

function isAreaId(value: string): value is AreaId {
  return (areaIds as readonly string[]).includes(value);
}

/**
 * Where middleware sends a request it turned away (middleware.ts): the address bar still shows the
 * area she asked for, and this page shows the access guard's state for it, read from the database.
 * The page behind the gate is never rendered here. If the database already lets her in (her role
 * changed within the last minute, before her session caught up), she is offered the way in.
 */
export default async function AreaGatePage({ params }: { params: Promise<{ area: string }> }) {
  const { area } = await params;
  if (!isAreaId(area)) notFound();
  const { path, title } = areas[area];

  return (
    <Suspense fallback={<AreaLoading />}>
      <AreaGuard area={area}>
        <div className="mx-auto max-w-xl px-4 py-12 text-center md:py-16">
          <h1 className="text-2xl font-bold tracking-tight">Your access has been updated</h1>
          <p className="text-muted-foreground mt-3">
            The clinic has just changed your account: you can now open the {title}.
          </p>
          <RefreshAccessLink href={path} className={buttonVariants({ className: "mt-6" })}>
            Open the {title}
          </RefreshAccessLink>
          <p className="mt-4">
            <Link href="/home" className="text-primary underline underline-offset-4">
              Back to the home page
            </Link>
          </p>
        </div>
      </AreaGuard>
    </Suspense>
  );
}
