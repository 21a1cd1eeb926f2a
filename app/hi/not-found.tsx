import type { Metadata } from "next";
import { chrome } from "@/content/hi/chrome";
import { NotFoundMessage } from "@/components/layout/not-found-view";

export const metadata: Metadata = {
  title: chrome.notFound.title,
  robots: { index: false },
};

export default function HindiNotFound() {
  return <NotFoundMessage locale="hi" />;
}
