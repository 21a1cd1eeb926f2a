import type * as en from "../../patient/appointments";
import type { Copy } from "../../i18n";

/** Her appointments tab in Hindi (see ../../patient/appointments.ts). */

/** The kinds of visit, in Hindi: her cards and her mails (lib/mail/appointment-mails.ts). */
export const visitTypes: Copy<typeof en.visitTypes> = {
  "Initial Consultation": "पहला परामर्श",
  "Follow-up Consultation": "फ़ॉलो-अप परामर्श",
  "Urgent Consultation": "तुरंत परामर्श",
  "Second Opinion": "दूसरी राय",
  "Emergency Consultation": "आपातकालीन परामर्श",
  "Video Consultation": "वीडियो परामर्श",
};

export const appointments: Copy<typeof en.appointments> = {
  quick: {
    book: {
      title: "अपॉइंटमेंट बुक करें",
      description: "निजी परामर्श, आपकी जानकारी पहले से भरी हुई।",
      action: "अपॉइंटमेंट बुक करें",
    },
    video: {
      title: "वीडियो परामर्श",
      description: "घर बैठे डॉक्टर से मिलें; कॉल का इंतज़ाम एक कोऑर्डिनेटर करती हैं।",
      action: "वीडियो परामर्श माँगें",
    },
    question: {
      title: "कोई सवाल?",
      description: "अपनी केयर कोऑर्डिनेटर से पूछें; जवाब आपके संदेशों में आएगा।",
    },
  },
  upcoming: {
    heading: "आने वाले अपॉइंटमेंट",
    emptyTitle: "अभी कोई अपॉइंटमेंट तय नहीं है",
    emptyBody: "जब कोई कोऑर्डिनेटर आपका अपॉइंटमेंट बुक करेंगी, तो वह यहाँ और आपके संदेशों में दिखेगा।",
  },
  past: { heading: "पिछले और रद्द किए गए अपॉइंटमेंट" },
  news: {
    label: "नया क्या है",
    message: "आपकी डॉक्टर का नया संदेश",
    report: "नई रिपोर्ट जोड़ी गई",
  },
  requests: {
    heading: "आपके अनुरोध",
    empty: "बुकिंग फ़ॉर्म से भेजे गए आपके अनुरोध यहाँ दिखेंगे, और यह भी कि हर अनुरोध कहाँ तक पहुँचा।",
    statuses: {
      new: "मिल गया",
      claimed: "एक कोऑर्डिनेटर देख रही हैं",
      contacted: "हम आपसे बात कर चुके हैं",
      scheduled: "अपॉइंटमेंट बुक हो गया",
      closed: "बंद",
      cancelled: "अपॉइंटमेंट रद्द हो गया",
    },
    closeReasons: {
      not_needed: "ज़रूरत नहीं रही",
      duplicate: "यही अनुरोध दोबारा आया था",
      unreachable: "हम आपसे संपर्क नहीं कर पाए",
    },
    kinds: {
      consultation: "परामर्श",
      video: "वीडियो परामर्श",
      question: "सवाल",
    },
    line: "भेजा गया: {sent} · {when}{closed}",
    appointmentOn: "अपॉइंटमेंट: {when}",
    askedFor: "आपने {date}, {time} माँगा था",
    closed: " · बंद किया गया: {reason}",
  },
  card: {
    what: "{type}, {doctor} के साथ · {minutes} मिनट",
    doctor: "डॉ. {name}",
    message: "{doctor} को संदेश भेजें",
    at: "{place} में",
    video: "वीडियो पर, यहीं आपके निजी रूम में: यह शुरू होने से 10 मिनट पहले खुलता है",
    join: "वीडियो विज़िट में शामिल हों",
    directions: "{clinic} का रास्ता देखें",
  },
  statuses: {
    pending: "पुष्टि बाक़ी",
    scheduled: "तय है",
    confirmed: "पक्का",
    in_progress: "चल रहा है",
    completed: "हो गया",
    cancelled: "रद्द",
  },
  visitTypes,
  breach: {
    title: "आपके डेटा के बारे में एक ज़रूरी सूचना",
    happened: "क्या हुआ: ",
    dates: "{summary} ({occurred} को हुआ, {discovered} को पता चला)।",
    measures: "हम क्या कर रहे हैं, और आप क्या कर सकती हैं: ",
    acknowledge: "मैंने यह पढ़ लिया है",
  },
  email: {
    confirmTitle: "कृपया अपने ईमेल की पुष्टि करें",
    confirmBody:
      "हम {email} पर जो लिंक भेजते हैं, उसे खोलकर पुष्टि करें कि यह ईमेल आपका ही है। इसके बाद इस ईमेल से की गई बुकिंग यहाँ दिखेंगी, चाहे वे किसी भी फ़ोन या कंप्यूटर से की गई हों।",
    resend: "लिंक फिर से भेजें",
    gotIt: "ठीक है",
  },
  change: {
    open: "बदलें या रद्द करें",
    openFor: ": {when}",
    title: "बदलें या रद्द करें",
    description:
      "आपका अपॉइंटमेंट: {when} (भारत का समय)। शुरू होने से {hours} पहले तक आप इसे बदल या रद्द कर सकती हैं।",
    moveHeading: "इसे किसी और समय पर रखें",
    newDay: "नया दिन",
    newDayHelp: "वही डॉक्टर, और अपॉइंटमेंट भी उतनी ही देर का।",
    freeTimes: "ख़ाली समय (भारत का समय)",
    chooseDay: "ख़ाली समय देखने के लिए एक दिन चुनें।",
    finding: "ख़ाली समय ढूँढ रहे हैं…",
    loadFailed: "ख़ाली समय नहीं दिख पाए। कृपया फिर से कोशिश करें।",
    tryAgain: "फिर से कोशिश करें",
    move: "इस समय पर रखें",
    cancelHeading: "इसे रद्द करें",
    cancelBody: "डॉक्टर और आपकी कोऑर्डिनेटर को बता दिया जाएगा, और यह समय किसी और के लिए ख़ाली हो जाएगा।",
    cancel: "अपॉइंटमेंट रद्द करें",
    confirmTitle: "क्या यह अपॉइंटमेंट रद्द करना है?",
    confirmBody: "{when} (भारत का समय)। इसके बाद डॉक्टर से मिलने के लिए आपको फिर से बुक करना होगा।",
    keep: "नहीं, रहने दें",
    confirm: "हाँ, रद्द करें",
  },
  claim: {
    open: "मेरी की हुई बुकिंग जोड़ें",
    title: "मेरी की हुई बुकिंग जोड़ें",
    description:
      "ऐसी बुकिंग जो आपने साइन इन किए बिना की थी, शायद किसी और ईमेल से। जिस ईमेल से बुकिंग हुई थी, उस पर हम एक कोड भेजेंगे।",
    reference: "बुकिंग का रेफ़रेंस नंबर",
    referencePlaceholder: "SC-7KQ2M-X9D4T",
    code: "ईमेल में आया कोड",
    startAgain: "फिर से शुरू करें",
    sendCode: "मुझे कोड भेजें",
    add: "बुकिंग जोड़ें",
  },
  quickQuestion: {
    open: "सवाल पूछें",
    title: "कोई सवाल?",
    description: "आपकी केयर कोऑर्डिनेटर इसे पढ़कर आपके संदेशों में जवाब देती हैं, अक्सर उसी दिन।",
    label: "आपका सवाल",
    send: "सवाल भेजें",
  },
  busy: { saving: "सेव हो रहा है...", sending: "भेज रहे हैं..." },
};
