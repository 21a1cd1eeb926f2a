/** "If anything goes wrong, call the clinic: +91 …", the way out on every screen of a visit. */
export function ClinicPhone({
  lead,
  phone,
  className,
  linkClassName = "underline",
}: {
  lead: string;
  phone: { display: string; href: string };
  className?: string;
  linkClassName?: string;
}) {
  return (
    <p className={className}>
      {lead}{" "}
      <a href={phone.href} className={linkClassName}>
        {phone.display}
      </a>
    </p>
  );
}
