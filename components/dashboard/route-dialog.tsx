"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

const CloseContext = React.createContext<(() => void) | null>(null);

/**
 * Inside a RouteDialog, the function that closes it (back to the list underneath); null on the
 * detail's full page, where there is nothing to close.
 */
export function useCloseRouteDialog(): (() => void) | null {
  return React.useContext(CloseContext);
}

/**
 * A detail opened from its list (an intercepted route): the detail's own address is in the
 * address bar, the list stays underneath, and closing goes back to it. Reloading, or opening the
 * address afresh, shows the detail's full page instead.
 */
export function RouteDialog({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = React.useState(true);
  const close = React.useCallback(() => {
    setOpen(false);
    router.back();
  }, [router]);
  return (
    <CloseContext.Provider value={close}>
      <Dialog open={open} onOpenChange={(next) => (next ? null : close())}>
        <DialogContent className={className}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
        </DialogContent>
      </Dialog>
    </CloseContext.Provider>
  );
}

/** A RouteDialog while its detail loads (the intercepted route's loading.tsx). */
export function RouteDialogLoading({ title }: { title: string }) {
  return (
    <RouteDialog title={title}>
      <div role="status" data-skeleton className="space-y-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    </RouteDialog>
  );
}
