import type * as en from "../site-error";
import type { Copy } from "../i18n";

/**
 * Hindi copy of ../site-error.ts: erasing a booking in Hindi that failed
 * (app/hi/delete-my-booking/error.tsx).
 */
export const siteError: Copy<typeof en.siteError> = {
  title: "यह पेज नहीं खुल पाया",
  message:
    "हमारी ओर से कुछ गड़बड़ हो गई। आपकी दी हुई कोई भी जानकारी खोई नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें, या हमें फ़ोन करें: बुकिंग में हम ख़ुशी से आपकी मदद करेंगे।",
  home: "होम पेज पर वापस जाएँ",
  retry: "फिर से कोशिश करें",
  retrying: "फिर से कोशिश हो रही है…",
  callUs: "हमें फ़ोन करें: ",
  reference: "संदर्भ: ",
};
