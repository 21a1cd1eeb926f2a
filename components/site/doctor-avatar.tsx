import { cn } from "@/lib/utils";

/**
 * Initials in a soft circle: the site shows no photographs of people. The name may be written in
 * either language, so either title ("Dr.", "डॉ.") is left out of the initials.
 */
export function DoctorAvatar({ name, className }: { name: string; className?: string }) {
  const initials = name
    // "Dr." in English, "डॉ." in Hindi: the title is not an initial.
    .replace(/^(Dr|डॉ)\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "bg-secondary text-secondary-foreground grid size-14 shrink-0 place-items-center rounded-full text-lg font-semibold",
        className,
      )}
    >
      {initials}
    </span>
  );
}
