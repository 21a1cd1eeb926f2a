import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";

/**
 * A dashboard's call button (Emergency Line, Contact Center, Emergency Contact): the clinic's one
 * number, named in full for screen readers. The icon is a CSS mask (`.dash-icon-<icon>`).
 */
export function PhoneAction({
  label,
  icon,
  variant,
}: {
  label: string;
  icon: "phone" | "headset";
  variant: "destructive" | "trust";
}) {
  return (
    <a href={siteConfig.phone.href} className={buttonVariants({ variant })}>
      <span aria-hidden="true" className={`dash-icon dash-icon-${icon}`} />
      {label}
      <span className="sr-only">{`: ${siteConfig.phone.display}`}</span>
    </a>
  );
}
