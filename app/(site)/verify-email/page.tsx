import type { Metadata } from "next";
import {
  accountPageMetadata,
  VerifyEmailView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("en", "verify-email");

export default function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  return <VerifyEmailView locale="en" searchParams={searchParams} />;
}
