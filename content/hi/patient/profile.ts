import type { Copy } from "../../i18n";
import type { profile as englishProfile } from "../../patient/profile";

/** Her Profile tab in Hindi. */
export const profile: Copy<typeof englishProfile> = {
  title: "आपकी जानकारी",
  description: "इसे सिर्फ़ आप और आपकी देखभाल करने वाले लोग देख सकते हैं।",
  rows: {
    name: "नाम",
    email: "ईमेल",
    phone: "फ़ोन",
    since: "हमारे साथ कब से",
  },
  notGiven: "नहीं दिया गया",
  signOutEverywhere:
    "किसी ऐसे फ़ोन या कंप्यूटर पर साइन इन हैं जिसे अब आप इस्तेमाल नहीं करतीं? इस बटन से आप हर जगह से साइन आउट हो जाएँगी, इस डिवाइस से भी।",
  edit: {
    open: "प्रोफ़ाइल बदलें",
    title: "प्रोफ़ाइल बदलें",
    description: "इसे सिर्फ़ आप और आपकी देखभाल करने वाले लोग देख सकते हैं।",
    firstName: "पहला नाम",
    lastName: "उपनाम",
    email: "ईमेल",
    phone: "फ़ोन नंबर",
    phonePlaceholder: "+91 98765 43210",
    save: "सेव करें",
    saving: "सेव हो रहा है...",
  },
  updated: "आपकी प्रोफ़ाइल सेव हो गई।",
  messages: {
    namesRequired: "पहला नाम और उपनाम खाली नहीं छोड़े जा सकते।",
    namesTooLong: "कृपया नाम {max} अक्षरों से छोटा रखें।",
    invalidEmail: "कृपया सही ईमेल पता लिखें।",
    invalidPhone: "कृपया सही फ़ोन नंबर लिखें, जैसे +91 98765 43210",
    unknownAccount: "यह खाता नहीं मिला।",
    alreadyRegistered: "इस ईमेल पते से एक खाता पहले से बना हुआ है। कृपया कोई दूसरा ईमेल पता लिखें।",
    accessDenied: "आपको यह करने की अनुमति नहीं है।",
    roleChangeDenied: "आप अपनी भूमिका ख़ुद नहीं बदल सकतीं। इसके लिए क्लिनिक से बात करें।",
  },
};
