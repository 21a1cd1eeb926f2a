import type * as en from "../../patient/messages";
import type { Copy } from "../../i18n";
import { siteConfig } from "../../site";

/** Her Messages tab in Hindi (see ../../patient/messages.ts). */
export const messages: Copy<typeof en.messages> = {
  booked: {
    subject: "आपका अपॉइंटमेंट",
    body: "आपका परामर्श {when} (भारत का समय) के लिए डॉ. {doctor} के साथ बुक हो गया है। आपकी कोऑर्डिनेटर आपसे वैसे ही संपर्क करेंगी, जैसा आपने चाहा था।",
  },
  emptyText: "आपकी केयर कोऑर्डिनेटर और डॉक्टरों के संदेश यहाँ दिखेंगे। बात शुरू करने के लिए कोई सवाल पूछें।",
  conversations: {
    emptyTitle: "अभी कोई संदेश नहीं",
    back: "सारी बातचीत",
    threadLabel: "{name} के साथ संदेश",
    doctorTitle: "डॉ. ",
    roles: {
      owner: "क्लिनिक की संचालिका",
      doctor: "डॉक्टर",
      coordinator: "केयर कोऑर्डिनेटर",
      patient: "मरीज़",
    },
    rows: {
      list: "बातचीत",
      unread: "{count} नए",
      you: "आप",
      urgent: "ज़रूरी",
      new: "नया",
    },
    pagerLabel: "बातचीत",
    pager: {
      none: "अभी कोई {label} नहीं",
      count: "{total} {noun}",
      range: "कुल {total} {noun} में से {first}–{last}",
      nav: "{label} के पेज",
      previous: "पिछला",
      next: "अगला",
      pageOf: "पेज {page} / {count}",
      newer: "नए",
      older: "पुराने",
    },
    threadPagerLabel: "संदेश",
    composer: {
      label: "{name} को लिखें",
      urgent: `ज़रूरी बताएँ: {name} इसे सबसे पहले देखेंगी। आपात स्थिति में ${siteConfig.legal.emergencyNumber} पर फ़ोन करें।`,
      send: "भेजें",
      sending: "भेजा जा रहा है...",
      sent: "संदेश भेज दिया गया!",
      required: "कृपया अपना संदेश लिखें।",
      toast: {
        success: "हो गया",
        error: "कुछ गड़बड़ हुई",
        network: "क्लिनिक के सर्वर से संपर्क नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन देखें।",
      },
    },
  },
};

export const messageRules: Copy<typeof en.messageRules> = {
  required: "कृपया अपना संदेश लिखें।",
  tooLong: "कृपया संदेश {max} अक्षरों से छोटा रखें।",
  recipientUnknown: "इस व्यक्ति तक यहाँ से संदेश नहीं पहुँच सकता।",
};

export const messageAnswers: Copy<typeof en.messageAnswers> = {
  notInYourCare: "आप सिर्फ़ उन्हीं को लिख सकती हैं जो आपकी देखभाल कर रही हैं, या जिन्होंने आपको लिखा है।",
  urgentIsForPatients: "सिर्फ़ मरीज़ अपने संदेश को ज़रूरी बता सकती है।",
};
