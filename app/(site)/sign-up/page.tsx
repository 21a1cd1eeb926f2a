import type { Metadata } from "next";
import {
  accountPageMetadata,
  SignInView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("en", "sign-up");

export default function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  return <SignInView locale="en" mode="sign-up" searchParams={searchParams} />;
}
