import type { Metadata } from "next";
import { accountPageMetadata, ForgotPasswordView } from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("hi", "forgot-password");

export default function HindiForgotPasswordPage() {
  return <ForgotPasswordView locale="hi" />;
}
