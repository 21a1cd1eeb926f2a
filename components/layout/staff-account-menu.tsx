import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { StaffUserMenu } from "@/components/auth/staff-user-menu";
import { signOutTextsFor } from "@/components/auth/sign-out-texts";
import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";

const itemClass =
  "hover:bg-secondary hover:text-secondary-foreground text-foreground inline-flex h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap";

const classes = {
  signIn: itemClass,
  label: "sr-only sm:not-sr-only",
  trigger: itemClass,
  item: "hover:bg-muted focus-visible:bg-muted flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-lg px-3 text-left text-sm font-medium disabled:opacity-60",
};

const icons = {
  user: <UserRound aria-hidden="true" className="size-4 shrink-0" />,
  chevron: <ChevronDown aria-hidden="true" className="size-4 shrink-0" />,
  area: <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />,
  signOut: <LogOut aria-hidden="true" className="size-4 shrink-0" />,
};

/**
 * The account menu of the signed-in areas' header, rendered on the server like the public
 * header's: its icons and classes travel in the page's payload (a few hundred bytes). As browser
 * code they would put the icon library into the signed-in layout's script.
 */
export function StaffAccountMenu({
  locale = "en",
  areaTitle,
}: {
  /** English for staff; a patient's dashboard language for her. */
  locale?: Locale;
  areaTitle?: string;
}) {
  return (
    <StaffUserMenu
      classes={classes}
      icons={icons}
      texts={signOutTextsFor(locale)}
      words={chromeCopy(locale).account}
      areaTitle={areaTitle}
    />
  );
}
