import type { Copy } from "../../i18n";
import type { shell as englishShell } from "../../patient/shell";

/** Her dashboard's frame in Hindi. */
export const shell: Copy<typeof englishShell> = {
  documentTitle: "आपका खाता",
  areaTitle: "आपका डैशबोर्ड",
  accountNav: "खाता",
  notifications: "सूचनाएँ",
  tabsNav: "डैशबोर्ड के हिस्से",
  tabs: {
    appointments: "अपॉइंटमेंट",
    messages: "संदेश",
    reports: "रिपोर्ट",
    profile: "प्रोफ़ाइल",
    privacy: "गोपनीयता",
  },
  emergency: "आपातकालीन संपर्क",
  language: {
    switchTo: "English",
    failedTitle: "कुछ गड़बड़ हुई",
    failed: "भाषा नहीं बदल सकी। कृपया फिर से कोशिश करें।",
  },
  dialog: { close: "बंद करें" },
  loading: "लोड हो रहा है…",
  error: {
    tabTitle: "यह हिस्सा खुल नहीं सका",
    pageTitle: "यह पेज खुल नहीं सका",
    message:
      "हमारा रिकॉर्ड सिस्टम अभी जवाब नहीं दे रहा। आपकी सेव की हुई कोई भी जानकारी खोई नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें; कोई ज़रूरी बात हो तो क्लिनिक को फ़ोन करें।",
    retry: "फिर से कोशिश करें",
    retrying: "फिर से कोशिश हो रही है…",
    callUs: "हमें फ़ोन करें: ",
    reference: "संदर्भ: ",
  },
  notFound: {
    title: "यह उपलब्ध नहीं है",
    body: "हो सकता है इसे हटा दिया गया हो, या यह आपके रिकॉर्ड में न हो।",
    back: "अपने अपॉइंटमेंट पर वापस जाएँ",
  },
  toast: {
    success: "हो गया",
    error: "कुछ गड़बड़ हुई",
    network: "क्लिनिक के सर्वर तक नहीं पहुँच पाए। कृपया अपना इंटरनेट कनेक्शन देखें।",
  },
};
