import { parsePhoneNumberWithError } from "libphonenumber-js/core";
import { indiaMobileMetadata } from "@/lib/messaging/india-mobile-metadata";

/**
 * Her number as a text message needs it (issue 36): an Indian mobile, in E.164 (+91…), or null
 * for anything else (a landline, a foreign number, a mistyped one). The metadata holds India's
 * mobile number patterns only (scripts/india-mobile-metadata.mjs), so "valid" here means "an
 * Indian mobile" and the booking form can check it in the browser for 4 kB.
 */
export function indianMobile(value: string): string | null {
  try {
    const number = parsePhoneNumberWithError(value, "IN", indiaMobileMetadata);
    return number.country === "IN" && number.isValid() ? number.number : null;
  } catch {
    return null;
  }
}
