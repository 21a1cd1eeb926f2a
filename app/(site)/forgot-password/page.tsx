import type { Metadata } from "next";
import { accountPageMetadata, ForgotPasswordView } from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("en", "forgot-password");

export default function ForgotPasswordPage() {
  return <ForgotPasswordView locale="en" />;
}
