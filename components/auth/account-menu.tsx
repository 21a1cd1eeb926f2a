"use client";

import type { ComponentProps } from "react";
import * as menu from "@/components/auth/user-menu";

/*
 * The account menu and its Toaster as the signed-in areas' header refers to them: user-menu.tsx
 * (the public header's) behind a browser module of its own. Next keeps one list of browser modules
 * for the layouts that sit side by side in route groups, (site) and (dashboards), and the last
 * layout to refer to a module names its scripts: while the signed-in header referred to
 * user-menu.tsx itself, every public page also downloaded the signed-in layout's script
 * (tests/e2e/shell.spec.ts checks that none does). A re-export is not enough: it resolves to the
 * same module. It can go when Next lists each layout's browser modules apart.
 */

export function AccountMenu(props: ComponentProps<typeof menu.UserMenu>) {
  return <menu.UserMenu {...props} />;
}

export function AccountToaster() {
  return <menu.AccountToaster />;
}
