import type { Metadata } from "next";
import {
  accountPageMetadata,
  ResetPasswordView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("en", "reset-password");

export default function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return <ResetPasswordView locale="en" searchParams={searchParams} />;
}
