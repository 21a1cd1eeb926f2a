import type * as en from "../../patient/reports";
import type { Copy } from "../../i18n";

/** Her Reports tab in Hindi (see ../../patient/reports.ts). */
export const reports: Copy<typeof en.reports> = {
  emptyTitle: "अभी कोई रिपोर्ट नहीं",
  emptyBody:
    "जब आपकी डॉक्टर आपके साथ कोई रिपोर्ट या पर्चा (प्रिस्क्रिप्शन) साझा करेंगी, वह यहाँ दिखेगा। अगर आप किसी रिपोर्ट का इंतज़ार कर रही हैं, तो संदेश में अपनी केयर कोऑर्डिनेटर से पूछें।",
  title: "आपकी रिपोर्ट और पर्चे",
  lead: "आपकी डॉक्टरों ने साझा किए हैं। हर डाउनलोड गोपनीयता टैब पर आपकी जानकारी देखे जाने के रिकॉर्ड में लिखा जाता है।",
  list: {
    person: "{person} की ओर से",
    visit: "{date} की मुलाक़ात",
    added: "{date} को जोड़ी गई",
    download: "डाउनलोड करें",
    downloadLabel: "{title} डाउनलोड करें",
    kinds: { report: "रिपोर्ट", prescription: "पर्चा" },
    units: { kb: "केबी", mb: "एमबी" },
    doctorTitle: "डॉ. ",
  },
};
