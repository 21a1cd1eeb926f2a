import type * as en from "../booking-deletion";
import type { Copy, CopyOf } from "../i18n";
import { siteConfig } from "../site";

/** Hindi copy of ../booking-deletion.ts: every key of the English, typed by it. */

const { name, email, phone } = siteConfig;

const deletionPage: Copy<typeof en.deletionPage> = {
  title: "मेरी बुकिंग की जानकारी मिटाएँ",
  description: `बिना खाते के बुक किए गए कंसल्टेशन की जानकारी ${name} से मिटवाएँ।`,
  intro:
    "बिना खाते के कंसल्टेशन बुक किया था और चाहती हैं कि हम उसे भूल जाएँ? जिस ईमेल से बुकिंग की थी, वह लिखें। हम आपका नाम, संपर्क की जानकारी और आपकी बताई बातें मिटा देते हैं। अपॉइंटमेंट के जो रिकॉर्ड क्लिनिक को क़ानून के मुताबिक़ रखने होते हैं, वे आपकी जानकारी के बिना रहते हैं।",
  emailLabel: "जिस ईमेल से आपने बुकिंग की थी",
  emailDescription: "हम इसी पते पर एक लिंक भेजते हैं। जब तक आप वह लिंक खोलकर पुष्टि नहीं करतीं, कुछ नहीं मिटता।",
  submit: "मुझे पुष्टि का लिंक भेजें",
  sending: "भेजा जा रहा है...",
  networkError: "हम क्लिनिक के सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट देखकर फिर से कोशिश करें।",
  accountNote:
    "आपका खाता है? तो साइन इन करें और अपने निजता वाले पेज पर «मेरा खाता मिटाएँ» चुनें। ज़्यादा जानकारी हमारी",
  privacyLink: "निजता नीति",
  accountNoteEnd: " में है।",
};

const deletionConfirmPage: Copy<typeof en.deletionConfirmPage> = {
  title: "मिटाने की पुष्टि करें",
  explain:
    "आपके ईमेल पते से की गई बुकिंग की जानकारी मिटाने के लिए बटन दबाएँ। मिटाई गई जानकारी वापस नहीं आ सकती।",
  incomplete: "यह लिंक अधूरा है। कृपया ईमेल में दिया पूरा लिंक खोलें।",
  confirm: "हाँ, मेरी बुकिंग की जानकारी मिटाएँ",
  deleting: "मिटाई जा रही है...",
  erased: "हो गया। आपकी बुकिंग की जानकारी मिटा दी गई है।",
  nothingHeld: "हो गया। इस ईमेल से की गई बुकिंग की कोई और जानकारी हमारे पास नहीं है।",
  networkError: "हम अपने सर्वर तक नहीं पहुँच पाए। कृपया फिर से कोशिश करें।",
  newLink: "नया लिंक मँगाएँ",
};

const deletionMessages: Copy<typeof en.deletionMessages> = {
  requested:
    "अगर इस ईमेल से की गई कोई बुकिंग हमारे पास है, तो हमने इस पते पर एक लिंक भेज दिया है। मिटाने की पुष्टि के लिए 24 घंटे के अंदर वह लिंक खोलें।",
  invalidEmail: "कृपया वही ईमेल पता लिखें जिससे आपने बुकिंग की थी, जैसे name@example.com",
  tooMany: `इस कनेक्शन से बहुत ज़्यादा अनुरोध आए हैं। कृपया एक घंटे बाद फिर कोशिश करें, या हमें ${phone.display} पर फ़ोन करें।`,
  linkInvalid: "यह लिंक सही नहीं है। हो सकता है यह ग़लत लिखा गया हो: कृपया नया लिंक मँगाएँ।",
  linkExpired: "इस लिंक की समय-सीमा ख़त्म हो गई है। कृपया नया लिंक मँगाएँ।",
  linkUsed: "यह लिंक पहले ही इस्तेमाल हो चुका है: जानकारी मिटाई जा चुकी है।",
};

const deletionMail: Copy<typeof en.deletionMail> = {
  subject: `${name} को भेजे अपने अनुरोध की पुष्टि करें`,
  text: (link: string) =>
    [
      "नमस्ते,",
      "",
      `किसी ने, हमें उम्मीद है कि आपने ही, ${name} से कहा है कि इस ईमेल पते से जुड़ी बुकिंग की जानकारी मिटा दी जाए।`,
      "पुष्टि के लिए 24 घंटे के अंदर यह लिंक खोलें और पेज पर दिया बटन दबाएँ:",
      link,
      "",
      "अगर आपने ऐसा नहीं कहा था, तो इस ईमेल को अनदेखा कर दें: कुछ भी नहीं मिटेगा।",
      `कोई सवाल हो, तो लिखें ${email} पर या फ़ोन करें ${phone.display} पर।`,
    ].join("\n"),
};

/** Erasing a booking in Hindi, export for export the English ../booking-deletion. */
export const bookingDeletion: CopyOf<typeof en> = {
  deletionPage,
  deletionConfirmPage,
  deletionMessages,
  deletionMail,
};
