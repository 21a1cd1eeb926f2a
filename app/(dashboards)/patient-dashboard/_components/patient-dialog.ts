"use client";

import { usePatientCopy } from "@/components/patient/patient-copy";
import { devanagari } from "@/app/fonts";

/**
 * For a dialog of her dashboard (`<DialogContent {...usePatientDialog()}>`): a dialog is drawn
 * outside the page's frame, so in Hindi it needs the frame's language and type settings itself,
 * and its close button's name. Nothing for English, whose dialogs stay as they were.
 */
export function usePatientDialog(): { lang?: string; className?: string; closeLabel?: string } {
  const copy = usePatientCopy();
  return copy.locale === "hi"
    ? { lang: "hi", className: `${devanagari.variable} hindi`, closeLabel: copy.shell.dialog.close }
    : {};
}
