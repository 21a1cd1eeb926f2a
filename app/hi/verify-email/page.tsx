import type { Metadata } from "next";
import {
  accountPageMetadata,
  VerifyEmailView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("hi", "verify-email");

export default function HindiVerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  return <VerifyEmailView locale="hi" searchParams={searchParams} />;
}
