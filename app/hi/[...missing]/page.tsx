import { notFound } from "next/navigation";

/** Any /hi address without a Hindi page: the Hindi 404 (app/hi/not-found.tsx), in the Hindi chrome. */
export default function MissingHindiPage() {
  notFound();
}
