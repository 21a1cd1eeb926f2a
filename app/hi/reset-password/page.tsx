import type { Metadata } from "next";
import {
  accountPageMetadata,
  ResetPasswordView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("hi", "reset-password");

export default function HindiResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return <ResetPasswordView locale="hi" searchParams={searchParams} />;
}
