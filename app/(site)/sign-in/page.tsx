import type { Metadata } from "next";
import {
  accountPageMetadata,
  SignInView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("en", "sign-in");

export default function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  return <SignInView locale="en" mode="sign-in" searchParams={searchParams} />;
}
