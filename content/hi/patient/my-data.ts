import type * as en from "../../patient/my-data";
import type { Copy } from "../../i18n";
import { bookingForm } from "../booking-form";
import { siteConfig } from "../../site";

/** Her printable data page in Hindi (see ../../patient/my-data.ts). */
export const myData: Copy<typeof en.myData> = {
  back: "अपने गोपनीयता पेज पर लौटें",
  downloadFile: "फ़ाइल के रूप में डाउनलोड करें",
  print: "प्रिंट करें",
  title: `${siteConfig.name} के पास आपकी जानकारी`,
  asOn: "{when} तक की जानकारी।",
  nothingHeld: "इसमें हमारे पास कुछ नहीं है।",
  none: "—",
  doctorTitle: "डॉ. ",

  sections: {
    profile: "प्रोफ़ाइल",
    requests: "अनुरोध",
    appointments: "अपॉइंटमेंट",
    messages: "संदेश",
    reports: "रिपोर्ट और पर्चे",
    consents: "सहमतियाँ",
    accessLog: "आपकी जानकारी किसने देखी",
  },
  profile: { name: "नाम", email: "ईमेल", phone: "फ़ोन", since: "खाता कब से है" },

  request: {
    heading: "{reference} · {status} · {when} को भेजा गया",
    preferred: "आपका पसंद का समय: {date}, {time}। कितनी जल्दी: {urgency}।",
    told: "आपने हमें बताया: {text}",
    treatment: "अब तक का इलाज: {text}",
    contact: "संपर्क: {method}{noCalls}, {window}।",
    noCalls: ", फ़ोन कॉल नहीं",
    event: "{when}: {event}",
    by: " — {name}",
    note: " ({note})",
  },
  requestStatuses: {
    new: "नया",
    claimed: "कोऑर्डिनेटर ने लिया",
    contacted: "आपसे संपर्क हुआ",
    scheduled: "अपॉइंटमेंट तय हुआ",
    closed: "बंद",
  },
  urgencies: {
    low: "जल्दी नहीं",
    medium: "थोड़ी जल्दी",
    high: "जल्दी",
    emergency: "बहुत ज़रूरी",
  },
  contactMethods: bookingForm.contactMethods,
  contactWindows: { anytime: "कभी भी", morning: "सुबह", afternoon: "दोपहर", evening: "शाम" },
  times: bookingForm.times,
  events: {
    created: "बुकिंग भेजी गई",
    linked: "आपके खाते से जोड़ी गई",
    claimed: "कोऑर्डिनेटर ने ली",
    contacted: "आपसे संपर्क किया गया",
    scheduled: "अपॉइंटमेंट तय हुआ",
    closed: "बंद की गई",
    rescheduled: "समय बदला गया",
    cancelled: "रद्द की गई",
    message_followed_up: "संदेश नहीं पहुँचा, इसलिए आपको फ़ोन किया गया",
  },

  appointment: "{when} · {type} · {minutes} मिनट · {status}",
  appointmentDoctor: " · {name}",
  videoVisit: " · वीडियो परामर्श {start} से {end} तक",
  videoVisitRunning: " · वीडियो परामर्श {start} पर शुरू हुआ",
  visitTypes: {
    "Initial Consultation": "पहला परामर्श",
    "Follow-up Consultation": "फ़ॉलो-अप परामर्श",
    "Urgent Consultation": "तुरंत परामर्श",
    "Second Opinion": "दूसरी राय",
    "Emergency Consultation": "आपातकालीन परामर्श",
    "Video Consultation": "वीडियो परामर्श",
  },
  appointmentStatuses: {
    pending: "तय होना बाकी",
    scheduled: "तय",
    confirmed: "पक्का",
    in_progress: "चल रहा है",
    completed: "पूरा हुआ",
    cancelled: "रद्द",
  },

  messageTo: "{name} को",
  messageFrom: "{name} से",

  report: "{when} · {kind} · {title}",
  reportBy: " · {name}",
  reportFile: " · {size} (फ़ाइल डाउनलोड में है)",

  consent: "{title}: {when} को दी गई ({method}, शब्दों का संस्करण {version})",
  consentWithdrawn: ", {when} को वापस ली गई",
  consentMethods: { booking_form: "बुकिंग फ़ॉर्म", patient_dashboard: "आपका खाता" },

  access: "{when}: {what}",
  youDownloaded: "आपने डाउनलोड किया: {what}",
  viewed: "{name} ({role}) ने देखा: {what}",
  visitPresence: {
    visit_joined: "{name} ({role}) ने आपकी वीडियो कॉल में प्रवेश किया",
    visit_left: "{name} ({role}) ने आपकी वीडियो कॉल छोड़ी",
  },
  roles: {
    owner: "क्लिनिक की संचालिका",
    doctor: "डॉक्टर",
    coordinator: "केयर कोऑर्डिनेटर",
    patient: "मरीज़",
  },
  subjects: {
    request: "बुकिंग का अनुरोध",
    appointment: "अपॉइंटमेंट",
    messages: "संदेश",
    profile: "प्रोफ़ाइल",
    report: "रिपोर्ट",
  },
};
