import { PrivacyNav } from "../_components/privacy-nav";

/**
 * The owner's privacy records: who opened which patient's data, the messages the clinic sends, and
 * breaches. Each is an address of its own below the Privacy tab; the sub-navigation stays while
 * she moves between them.
 */
export default function PrivacyLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div>
      <PrivacyNav />
      {children}
    </div>
  );
}
