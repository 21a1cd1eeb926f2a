import type { Metadata } from "next";
import {
  accountPageMetadata,
  SignInView,
  type SearchParams,
} from "@/components/auth/account-pages";

export const metadata: Metadata = accountPageMetadata("hi", "sign-up");

export default function HindiSignUpPage({ searchParams }: { searchParams: SearchParams }) {
  return <SignInView locale="hi" mode="sign-up" searchParams={searchParams} />;
}
