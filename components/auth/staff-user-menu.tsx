"use client";

import type { ComponentProps } from "react";
import * as menu from "@/components/auth/user-menu";

/*
 * The account menu as the signed-in areas' layout refers to it: modules of their own, not
 * user-menu.tsx itself. Next keeps one list of browser modules for the layouts that sit side by
 * side in route groups, the last layout to refer to a module naming its scripts: while the
 * signed-in layout referred to user-menu.tsx, every public page also downloaded that layout's
 * script. (A re-export is not enough: it resolves to the same module.)
 */

export function StaffUserMenu(props: ComponentProps<typeof menu.UserMenu>) {
  return <menu.UserMenu {...props} />;
}

export function AccountToaster() {
  return <menu.AccountToaster />;
}
