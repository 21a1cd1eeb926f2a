import type { Metadata } from "next";
import {
  accountPageMetadata,
  SignInView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("hi", "sign-in");

export default function HindiSignInPage({ searchParams }: { searchParams: SearchParams }) {
  return <SignInView locale="hi" mode="sign-in" searchParams={searchParams} />;
}
